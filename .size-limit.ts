/**
 * Byte budgets of the current build (`npm run size`, in `npm test`): every page's HTML, the
 * JavaScript and CSS each page loads, and all JavaScript together (scripts/page-budgets.ts).
 */
import { join } from 'node:path';
import { budgetChecks } from './scripts/page-budgets.ts';

const dist = process.env.DIST_DIR ?? 'dist';
export default budgetChecks(
  join(dist, 'current', 'client'),
  join('node_modules', '.cache', 'page-budgets'),
);
