import { describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage, languageOfLocale } from './locale';
import { localeOf, marketOf } from './markets';
import { COUNTRIES } from './countries';

describe('LANGUAGES and isLanguage', () => {
  it('lists en, es, pt and ko', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'pt', 'ko']);
  });

  it.each([
    ['en', true],
    ['es', true],
    ['pt', true],
    ['EN', false],
    ['ko', true],
    ['KO', false],
    ['kr', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('languageOfLocale', () => {
  it.each<[string | null | undefined, string]>([
    ['en_US', 'en'],
    ['es_MX', 'es'],
    ['pt_BR', 'pt'],
    ['es_GT', 'es'],
    ['es_PE', 'es'],
    ['es_CR', 'es'],
    ['es_HN', 'es'],
    ['es_NI', 'es'],
    ['es_CO', 'es'],
    ['ko_KR', 'ko'],
    ['ko-kr', 'ko'],
    ['KO', 'ko'],
    ['en_KR', 'en'],
    ['en_CA', 'en'],
    ['fr_CA', 'en'],
    ['pt-BR', 'pt'],
    ['es-mx', 'es'],
    ['PT_br', 'pt'],
    ['ES', 'es'],
    ['pt', 'pt'],
    ['pt-PT', 'pt'],
    ['  es_GT  ', 'es'],
    ['es-419', 'es'],
    ['zh-Hant-TW', 'en'],
    ['espanol', 'en'],
    ['', 'en'],
    ['_', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j → %s', (locale, expected) => {
    expect(languageOfLocale(locale)).toBe(expected);
  });
});

describe('localeOf', () => {
  it.each([
    ['us', 'en', 'en_US'],
    ['us', 'es', 'es_US'],
    ['canada', 'en', 'en_CA'],
    ['canada', 'fr', 'fr_CA'],
    ['mx', 'es', 'es_MX'],
    ['mx', 'en', 'en_MX'],
    ['br', 'pt', 'pt_BR'],
    ['br', 'en', 'en_BR'],
    ['kr', 'ko', 'ko_KR'],
    ['kr', 'en', 'en_KR'],
    ['cr', 'es', 'es_CR'],
    ['hn', 'es', 'es_HN'],
    ['ni', 'es', 'es_NI'],
    ['pe', 'es', 'es_PE'],
    ['co', 'es', 'es_CO'],
    ['gt', 'es', 'es_GT'],
    ['GT', 'ES', 'es_GT'],
    [' Canada ', ' EN ', 'en_CA'],
    ['marketing', 'en', 'en_US'],
    ['xx', 'es', 'es_US'],
    ['mx', '', 'es_MX'],
    ['br', 'portuguese', 'pt_BR'],
    ['kr', 'k1', 'ko_KR'],
    ['marketing', '', 'en_US'],
  ])('(%j, %j) → %s', (country, lang, expected) => {
    expect(localeOf(country, lang)).toBe(expected);
  });

  it.each(COUNTRIES.map((c) => [c]))('%s: its default language gives its default locale', (c) => {
    const market = marketOf(c);
    expect(localeOf(c, market.defaultLanguage)).toBe(market.defaultLocale);
  });
});
