/**
 * `npm run launch:check`: lists every value still at its shipped placeholder (deployment
 * variables, sample testimonials, sample owner-file fields, the support document) with where to
 * change it. Exits 1 while any remain. Reads `.env` like the build.
 */
import { analyticsStatus } from '../src/lib/analytics/provider';
import { loadEnvFile } from '../shared/env';
import { formatLaunchProblems, launchProblems } from '../src/lib/launch';

loadEnvFile();
const problems = launchProblems();
console[problems.length ? 'error' : 'log'](formatLaunchProblems(problems));
console.log(analyticsStatus());
process.exit(problems.length ? 1 : 0);
