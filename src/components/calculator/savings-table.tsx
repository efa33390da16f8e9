import { useId } from 'react';
import { estimateSavings, type SavingsPeriod } from '../../../shared/savings';
import { fill, type CalculatorFormat, type CalculatorMessages } from './format';

/** One use case's starting figures (`savings` in its card.yaml) and its title. */
export type SavingsPreset = {
  id: string;
  label: string;
  runs: number;
  per: SavingsPeriod;
  minutes: number;
  automatedPercent: number;
};

type SavingsTableProps = {
  presets: SavingsPreset[];
  defaultHourlyCost: number;
  weeksPerYear: number;
  messages: CalculatorMessages;
  format: CalculatorFormat;
};

/** The presets as a table: what the page shows without JavaScript, and under the calculator. */
function SavingsTable({
  presets,
  defaultHourlyCost,
  weeksPerYear,
  messages: m,
  format,
}: SavingsTableProps) {
  const captionId = useId();
  return (
    // Scrolls sideways on a phone: a focusable region, so a keyboard can scroll it too.
    <div
      className="border-border overflow-x-auto rounded-xl border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={captionId} className="p-4 text-left font-semibold">
          {fill(m.tableCaption, { rate: format.money(defaultHourlyCost) })}
        </caption>
        <thead className="bg-muted">
          <tr>
            {[m.colUseCase, m.colRuns, m.colMinutes, m.colAutomated, m.colHours, m.colMoney].map(
              (h) => (
                <th key={h} scope="col" className="px-4 py-2 font-semibold">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {presets.map((p) => {
            const r = estimateSavings({ ...p, hourlyCost: defaultHourlyCost }, weeksPerYear);
            return (
              <tr key={p.id} className="border-border border-t">
                <th scope="row" className="px-4 py-2 font-medium">
                  {p.label}
                </th>
                <td className="px-4 py-2">
                  {format.number(p.runs)} {p.per === 'week' ? m.perWeek : m.perMonth}
                </td>
                <td className="px-4 py-2">{format.minutes(p.minutes)}</td>
                <td className="px-4 py-2">{format.percent(p.automatedPercent)}</td>
                <td className="px-4 py-2">{format.hours(r.hoursPerMonth)}</td>
                <td className="px-4 py-2">{format.money(r.moneyPerMonth)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export { SavingsTable };
