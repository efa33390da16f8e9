/**
 * `npm run docs:config`: writes the configuration reference (`docs/operate/configuration.md`)
 * from the environment schema and its descriptions. `tests/unit/config-reference.test.ts` fails
 * when the committed page differs from what this writes.
 */
import { writeFileSync } from 'node:fs';
import { REFERENCE_PATH, formattedReference } from './lib/config-reference';

writeFileSync(REFERENCE_PATH, await formattedReference());
console.log(`Wrote ${REFERENCE_PATH}`);
