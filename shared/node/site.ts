/**
 * Reading the owner file `content/site.yaml` from disk (its schema is `shared/site.ts`). Node
 * only: Astro's build, scripts run by tsx and tests call it; the browser and the running server
 * never do (the build writes what the server needs into the release).
 */
import path from 'node:path';
import { parseSite, SITE_FILE, type Site } from '../site';
import { fileLabel, readDataFile } from './files';

/**
 * Reads and validates the owner file; pure (no cache), so scripts and tests can point it at any
 * file. Errors name the file relative to the working directory and the field.
 * @example loadSite('content/site.yaml').facts.agent.price // { amount: 250, currency: 'USD' }
 * @throws ContentError `content/site.yaml: legal.address.city: Required`
 */
export function loadSite(file: string = SITE_FILE, root = process.cwd()): Site {
  const full = path.resolve(root, file);
  return parseSite(readDataFile(full, root), fileLabel(full, root));
}

let cached: Site | undefined;

/**
 * The owner file of this project, read on first use (at build time) and kept. Pages and
 * components call this; scripts that must report a broken file themselves call `loadSite`.
 */
export function getSite(): Site {
  cached ??= loadSite();
  return cached;
}
