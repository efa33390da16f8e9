import { describe, expect, it } from 'vitest';
import { catalogs, createTranslator, getMessages, keySources, sourceKeys } from '@/i18n/catalog';
import { defaultLocale, locales } from '../../shared/i18n/locales';
import { placeholderSignature as placeholdersOf } from '../../tools/lib/translate/catalog-check';

const english = catalogs[defaultLocale];
const otherLocales = locales.filter((l) => l !== defaultLocale);

describe('message catalogs', () => {
  it('the typed English source lists every English area file', () => {
    expect(Object.keys(english).sort()).toEqual([...sourceKeys].sort());
  });

  it.each(otherLocales)('%s has exactly the English keys (none missing, none extra)', (locale) => {
    const keys = Object.keys(catalogs[locale]);
    const missing = Object.keys(english).filter((k) => !(k in catalogs[locale]));
    const extra = keys.filter((k) => !(k in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(otherLocales)('%s keeps each key in the same area file as English', (locale) => {
    const moved = Object.keys(catalogs[locale]).filter(
      (k) => keySources[locale][k]?.split('/').pop() !== keySources.en[k]?.split('/').pop(),
    );
    expect(moved).toEqual([]);
  });

  it.each(locales)('%s messages are valid ICU with the same placeholders as English', (locale) => {
    const mismatches = Object.entries(catalogs[locale])
      .filter(([key]) => key in english)
      .filter(
        ([key, message]) => placeholdersOf(message).join() !== placeholdersOf(english[key]!).join(),
      )
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(locales)('%s has no empty message', (locale) => {
    expect(
      Object.entries(catalogs[locale])
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => k),
    ).toEqual([]);
  });
});

describe('translator', () => {
  it('formats ICU arguments in the locale', () => {
    const t = createTranslator('de');
    expect(t('footer.copyright', { year: '2024', name: 'Flowcraft Automation' })).toContain('2024');
    expect(t('nav.home')).toBe(getMessages('de')['nav.home']);
  });

  it('placeholdersOf finds plain, plural and nested arguments', () => {
    expect(placeholdersOf('Hi {name}')).toEqual(['name']);
    expect(placeholdersOf('{n, plural, one {# post by {author}} other {# posts}}')).toEqual([
      'author',
      'n',
    ]);
    expect(placeholdersOf('no arguments')).toEqual([]);
    expect(() => placeholdersOf('broken {')).toThrow();
  });
});
