/**
 * The translation lookup table from the sources, for the build (which writes it to
 * `translations.json`) and `npm run dev` (which serves the same API from the sources). The
 * production server never calls this: it loads the build's table.
 */
import { extractContentPairs } from './content-pairs';
import { buildLookupTable, type LookupTable } from '../../../server/translate/embedded';
import { mergeCatalogs, readCatalogFiles, readContentFiles } from './sources-fs';

/** Builds the table from `<root>/src/i18n/messages` and `<root>/content`. */
export function lookupTableFromSources(root = process.cwd()): LookupTable {
  return buildLookupTable(
    mergeCatalogs(readCatalogFiles(root)),
    extractContentPairs(readContentFiles(root)),
  );
}
