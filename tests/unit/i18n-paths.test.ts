import { describe, expect, it } from 'vitest';
import {
  localizePath,
  normalizePath,
  splitLocale,
  switchLocalePath,
} from '../../shared/i18n/paths';

describe('localized paths', () => {
  it.each([
    ['/services', 'en', '/services'],
    ['/services', 'de', '/de/services'],
    ['/', 'en', '/'],
    ['/', 'pt', '/pt'],
    ['/blog/what-is-n8n-guide/', 'fr', '/fr/blog/what-is-n8n-guide'],
    ['services', 'it', '/it/services'],
  ] as const)('localizePath(%s, %s) = %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each([
    ['/de/services', 'de', '/services'],
    ['/de', 'de', '/'],
    ['/services', 'en', '/services'],
    ['/', 'en', '/'],
    ['/en/services', 'en', '/en/services'],
    ['/design', 'en', '/design'],
    ['/es/blog/x?y=1', 'es', '/blog/x'],
  ] as const)('splitLocale(%s) = %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });

  it.each([
    ['/de/services/support-monitoring', 'fr', '/fr/services/support-monitoring'],
    ['/it', 'en', '/'],
    ['/', 'es', '/es'],
    ['/services', 'pt', '/pt/services'],
  ] as const)('switchLocalePath(%s, %s) = %s', (pathname, target, expected) => {
    expect(switchLocalePath(pathname, target)).toBe(expected);
  });

  it('normalizes slashes, query and hash', () => {
    expect(normalizePath('/a/b///')).toBe('/a/b');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/x#y')).toBe('/x');
  });
});
