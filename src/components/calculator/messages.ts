import type { MessageKey, Messages } from '@/i18n/catalog';
import { compileMessage } from '../../../shared/i18n/messages';
import { calculatorFilledKeys, type CalculatorMessages } from './format';

/**
 * The calculator's texts from the page's catalog (`calculator.*`), as the island takes them: the
 * ones with placeholders compiled for the browser's ICU formatter (`format.fill`).
 */
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
  const filled = new Set<string>(calculatorFilledKeys);
  return Object.fromEntries(
    keys.map((k) => {
      const text = m[`calculator.${k}` as MessageKey];
      return [k, filled.has(k) ? compileMessage(text) : text];
    }),
  ) as CalculatorMessages;
}
