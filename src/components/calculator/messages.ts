import type { MessageKey, Messages } from '@/i18n/catalog';
import type { CalculatorMessages } from './format';

/** The calculator's texts from the page's catalog (`calculator.*`), as the island takes them. */
export function calculatorMessages(m: Messages): CalculatorMessages {
  const keys: (keyof CalculatorMessages)[] = [
    'preset',
    'ownTask',
    'runs',
    'period',
    'perWeek',
    'perMonth',
    'minutes',
    'automated',
    'hourlyCost',
    'resultHeading',
    'timeMonth',
    'moneyMonth',
    'timeYear',
    'moneyYear',
    'payback',
    'paybackUnderMonth',
    'formulaWeek',
    'formulaMonth',
    'invalid',
    'talkHeading',
    'book',
    'request',
    'tableCaption',
    'colUseCase',
    'colRuns',
    'colMinutes',
    'colAutomated',
    'colHours',
    'colMoney',
    'error.required',
    'error.not_number',
    'error.too_small',
    'error.too_large',
    'error.not_whole',
  ];
  return Object.fromEntries(
    keys.map((k) => [k, m[`calculator.${k}` as MessageKey]]),
  ) as CalculatorMessages;
}
