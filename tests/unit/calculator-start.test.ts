import { describe, expect, it } from 'vitest';
import { deferCalculatorStart } from '../../tools/lib/release/html-fixes';
import { entryScripts } from '../../tools/page-budgets';

const start =
  '<script type="module" src="/_astro/calculator-start.astro_astro_type_script_index_0_lang.Ab12.js"></script>';
const page = (body: string) => `<html><head></head><body>${body}</body></html>`;

describe("the savings calculator's start script", () => {
  it('moves into the calculator’s template, so the page loads it only when it is in view', () => {
    const html = page(
      `<main>${start}<div data-calculator-root></div><template data-calculator-start></template></main>`,
    );
    const fixed = deferCalculatorStart(html);
    expect(fixed).toBe(
      page(
        `<main><div data-calculator-root></div><template data-calculator-start>${start}</template></main>`,
      ),
    );
    // A script inside a template is not part of the page's up-front JavaScript.
    expect(entryScripts(html).src).toHaveLength(1);
    expect(entryScripts(fixed).src).toEqual([]);
  });

  it('leaves a page without the calculator unchanged', () => {
    const html = page(`<main>${start.replace('calculator-start', 'other')}</main>`);
    expect(deferCalculatorStart(html)).toBe(html);
  });

  it('stops the build when the template is there but the script is not', () => {
    expect(() =>
      deferCalculatorStart(
        page('<template data-calculator-start></template>'),
        'use-cases/index.html',
      ),
    ).toThrow("use-cases/index.html: the savings calculator's start script is not in the page");
  });
});
