/**
 * Byte budgets of the current build (`npm run size`, in `npm test`): every page's HTML, the
 * JavaScript and CSS each page loads, and all JavaScript together (tools/page-budgets.ts);
 * the site's own analytics code, at most 2 KB gzipped; and the savings calculator's own code, at
 * most 10 KB gzipped beyond the React runtime the site's islands share.
 */
import { join } from 'node:path';
import { analyticsCheck, budgetChecks, calculatorCheck } from './tools/page-budgets.ts';

// Node loads this file with its own type stripping, which cannot resolve the extensionless imports
// of the environment schema (shared/config.ts); DIST_DIR is read here with the schema's default.
// eslint-disable-next-line no-restricted-syntax
const dist = process.env.DIST_DIR?.trim() || 'dist';
const cache = join('node_modules', '.cache', 'page-budgets');
export default [
  ...budgetChecks(join(dist, 'current', 'client'), cache),
  analyticsCheck(cache),
  calculatorCheck(cache),
];
