/**
 * Byte budgets of the current build (`npm run size`, in `npm test`): every page's HTML, the
 * JavaScript and CSS each page loads, and all JavaScript together (tools/page-budgets.ts);
 * the site's own analytics code, at most 2 KB gzipped; and the savings calculator's own code, at
 * most 10 KB gzipped beyond the React runtime the site's islands share.
 */
import { join } from 'node:path';
import { analyticsCheck, budgetChecks, calculatorCheck } from './tools/page-budgets.ts';
import { distDir } from './shared/config.ts';

const dist = distDir();
const cache = join('node_modules', '.cache', 'page-budgets');
export default [
  ...budgetChecks(join(dist, 'current', 'client'), cache),
  analyticsCheck(cache),
  calculatorCheck(cache),
];
