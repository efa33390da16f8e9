/**
 * Parsing the text of a content data file (YAML or JSON) with errors naming the file and line.
 * Reading it from disk is `shared/node/files.ts`.
 */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { ContentError } from './errors';

/**
 * Parses the text of a `.yaml`/`.yml` or `.json` file.
 * @throws ContentError `<file>: line 3, column 5: <syntax error>`
 */
export function parseDataText(text: string, label: string): unknown {
  if (/\.json$/i.test(label)) {
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new ContentError([`${label}: (file): not valid JSON: ${(error as Error).message}`]);
    }
  }
  try {
    return parseYaml(text) as unknown;
  } catch (error) {
    if (error instanceof YAMLParseError && error.linePos) {
      const { line, col } = error.linePos[0];
      const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '');
      throw new ContentError([`${label}: line ${line}, column ${col}: not valid YAML: ${reason}`]);
    }
    throw new ContentError([`${label}: (file): not valid YAML: ${(error as Error).message}`]);
  }
}
