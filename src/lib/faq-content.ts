/**
 * The FAQ files read from disk for the checks and scripts (`content:check`, tests); pages read
 * the same files through the `faq` content collection, which runs these checks first.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileLabel, readDataFile } from '../../shared/node/files';
import { loadFaqFiles, parseFaqPages, type FaqByLocale, type FaqPages } from './faq';

/**
 * Every `content/faq/<locale>.json`, validated together (locale names, English present, ids
 * matching English).
 * @throws ContentError naming the file and field of every problem
 */
export function readFaqFiles(root = process.cwd()): FaqByLocale {
  const dir = path.join(root, 'content', 'faq');
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name));
  return loadFaqFiles(
    Object.fromEntries(files.map((file) => [fileLabel(file, root), readDataFile(file, root)])),
  );
}

/**
 * `content/faq/pages.yaml` (which questions the home page, /work and the service pages show),
 * checked against the FAQ files: every id must name a question. A missing file or list shows
 * no FAQ on that page.
 * @param faq the FAQ files when already read (`readFaqFiles`), so they are not read twice
 * @throws ContentError naming the file and field of every problem
 */
export function readFaqPages(root = process.cwd(), faq = readFaqFiles(root)): FaqPages {
  const file = path.join(root, 'content', 'faq', 'pages.yaml');
  // No file, or an empty one, is a choice: no page but /faq shows questions.
  const data = existsSync(file) ? ((readDataFile(file, root) as unknown) ?? {}) : {};
  return parseFaqPages(fileLabel(file, root), data, faq.en);
}
