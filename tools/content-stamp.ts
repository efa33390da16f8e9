/**
 * `npm run content:stamp`: records that every language of the FAQ (content/faq), the page texts
 * (content/pages) and the legal texts (content/legal) says the same thing as it reads now, in
 * content/translations.json. Run it after updating the translations of an edited text; from then
 * on `npm run content:check` names the languages that lag behind a later edit.
 */
import { SYNC_FILE, writeRecord } from './lib/content-sync';

const count = writeRecord();
console.log(`content:stamp: ${count} texts recorded as in step in every language (${SYNC_FILE}).`);
