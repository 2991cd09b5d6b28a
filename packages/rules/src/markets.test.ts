import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountry } from './countries';
import {
  UnknownMarketError,
  currencySymbolOf,
  marketOf,
  normalizeCountry,
  pathInMarket,
  tryMarketOf,
  type Market,
} from './markets';
import { languageOfLocale } from './locale';

describe('COUNTRIES', () => {
  it('lists the eleven markets in order', () => {
    expect(COUNTRIES).toEqual([
      'us',
      'canada',
      'mx',
      'br',
      'kr',
      'cr',
      'hn',
      'ni',
      'pe',
      'co',
      'gt',
    ]);
  });
});

describe('isCountry', () => {
  it.each([
    ['us', true],
    ['canada', true],
    ['gt', true],
    ['US', false],
    [' us', false],
    ['ca', false],
    ['marketing', false],
    ['', false],
    ['toString', false],
  ])('%j → %s', (value, expected) => {
    expect(isCountry(value)).toBe(expected);
  });
});

describe('marketOf', () => {
  const m = (market: Market): Market => market;
  it.each<[string, Market]>([
    [
      'us',
      m({
        country: 'us',
        weightUnit: 'lb',
        numberLocale: 'en-US',
        currencySymbol: '$',
        accountPageSize: 200,
        defaultLocale: 'en_US',
        defaultLanguage: 'en',
        tonUnit: 'Tons',
      }),
    ],
    [
      'canada',
      m({
        country: 'canada',
        weightUnit: 'lb',
        numberLocale: 'en-CA',
        currencySymbol: '$',
        accountPageSize: 200,
        defaultLocale: 'en_CA',
        defaultLanguage: 'en',
        tonUnit: 'Tons',
      }),
    ],
    [
      'mx',
      m({
        country: 'mx',
        weightUnit: 'kg',
        numberLocale: 'es-MX',
        currencySymbol: '$',
        accountPageSize: 200,
        defaultLocale: 'es_MX',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'br',
      m({
        country: 'br',
        weightUnit: 'lb',
        numberLocale: 'pt-BR',
        currencySymbol: 'R$',
        accountPageSize: 200,
        defaultLocale: 'pt_BR',
        defaultLanguage: 'pt',
        tonUnit: 'Tons',
      }),
    ],
    [
      'kr',
      m({
        country: 'kr',
        weightUnit: 'lb',
        numberLocale: 'ko-KR',
        currencySymbol: '₩',
        accountPageSize: 20,
        defaultLocale: 'ko_KR',
        defaultLanguage: 'ko',
        tonUnit: 'Tons',
      }),
    ],
    [
      'cr',
      m({
        country: 'cr',
        weightUnit: 'kg',
        numberLocale: 'en-US',
        currencySymbol: '₡',
        accountPageSize: 200,
        defaultLocale: 'es_CR',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'hn',
      m({
        country: 'hn',
        weightUnit: 'quintal',
        numberLocale: 'en-US',
        currencySymbol: 'L',
        accountPageSize: 200,
        defaultLocale: 'es_HN',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'ni',
      m({
        country: 'ni',
        weightUnit: 'quintal',
        numberLocale: 'en-US',
        currencySymbol: 'C$',
        accountPageSize: 200,
        defaultLocale: 'es_NI',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'pe',
      m({
        country: 'pe',
        weightUnit: 'kg',
        numberLocale: 'en-US',
        currencySymbol: 'S/',
        accountPageSize: 200,
        defaultLocale: 'es_PE',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'co',
      m({
        country: 'co',
        weightUnit: 'kg',
        numberLocale: 'pt-BR',
        currencySymbol: '$',
        accountPageSize: 200,
        defaultLocale: 'es_CO',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
    [
      'gt',
      m({
        country: 'gt',
        weightUnit: 'quintal',
        numberLocale: 'en-US',
        currencySymbol: 'Q',
        accountPageSize: 200,
        defaultLocale: 'es_GT',
        defaultLanguage: 'es',
        tonUnit: 'MT',
      }),
    ],
  ])('%s', (country, expected) => {
    expect(marketOf(country)).toEqual(expected);
  });

  it.each([
    ['MX', 'mx'],
    [' br ', 'br'],
    ['Canada', 'canada'],
    ['KR', 'kr'],
  ])('normalises %j to %s', (input, country) => {
    expect(marketOf(input).country).toBe(country);
  });

  it.each(COUNTRIES.map((c) => [c]))('%s: default language matches its default locale', (c) => {
    const market = marketOf(c);
    expect(market.defaultLanguage).toBe(languageOfLocale(market.defaultLocale));
  });

  it.each(COUNTRIES.map((c) => [c]))('%s: ton unit follows the weight unit', (c) => {
    const market = marketOf(c);
    expect(market.tonUnit).toBe(market.weightUnit === 'lb' ? 'Tons' : 'MT');
  });

  it.each(['xx', '', 'marketing', 'ca', 'usa', 'u s', 'constructor'])(
    'throws UnknownMarketError for %j',
    (bad) => {
      let caught: unknown;
      try {
        marketOf(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(UnknownMarketError);
      expect(caught).toBeInstanceOf(Error);
      const error = caught as UnknownMarketError;
      expect(error.country).toBe(bad);
      expect(error.name).toBe('UnknownMarketError');
      expect(error.message).toContain(`"${bad}"`);
      for (const c of COUNTRIES) expect(error.message).toContain(c);
    },
  );

  it('returns a fresh object each call, so callers cannot corrupt the tables', () => {
    const first = marketOf('us');
    first.currencySymbol = '€';
    expect(marketOf('us').currencySymbol).toBe('$');
  });
});

describe('tryMarketOf and normalizeCountry', () => {
  it.each<[string | null | undefined, string | null]>([
    ['us', 'us'],
    ['GT', 'gt'],
    [' co ', 'co'],
    ['marketing', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected);
    expect(tryMarketOf(input)?.country ?? null).toBe(expected);
  });
});

describe('currencySymbolOf', () => {
  it.each([
    ['us', '$'],
    ['canada', '$'],
    ['mx', '$'],
    ['br', 'R$'],
    ['kr', '₩'],
    ['cr', '₡'],
    ['hn', 'L'],
    ['ni', 'C$'],
    ['pe', 'S/'],
    ['co', '$'],
    ['gt', 'Q'],
    ['BR', 'R$'],
    ['xx', '$'],
    ['marketing', '$'],
    ['', '$'],
  ])('%j → %s', (country, expected) => {
    expect(currencySymbolOf(country)).toBe(expected);
  });
});

describe('given a path and the market of the account the user acts for (issue 14)', () => {
  const at = (country: string, lang: string, page = 'orders') => ({
    prefix: '' as const,
    country,
    lang,
    page,
  });
  it.each([
    ['an employee on /us/en choosing a Guatemalan account', at('us', 'en'), 'gt', at('gt', 'es')],
    ['a Brazilian account from Mexico', at('mx', 'es'), 'br', at('br', 'pt')],
    ['a Colombian account from Canada', at('canada', 'en'), 'co', at('co', 'es')],
    ['a US account from Guatemala', at('gt', 'es'), 'us', at('us', 'en')],
    ['the same market keeps its language (Korea in English)', at('kr', 'en'), 'kr', at('kr', 'en')],
    ['a market in another case', at('us', 'en'), ' GT ', at('gt', 'es')],
    ['no account', at('us', 'en'), null, at('us', 'en')],
    ['a value that is not a market', at('us', 'en'), 'fr', at('us', 'en')],
    [
      'the marketing dashboard',
      at('marketing', 'en', 'dashboard'),
      'gt',
      at('marketing', 'en', 'dashboard'),
    ],
  ])('%s', (_name, path, country, expected) => {
    expect(pathInMarket(path, country)).toEqual(expected);
  });

  it('keeps the /animalnutrition prefix and the page', () => {
    expect(
      pathInMarket(
        { prefix: '/animalnutrition', country: 'us', lang: 'en', page: 'orders/1' },
        'hn',
      ),
    ).toEqual({
      prefix: '/animalnutrition',
      country: 'hn',
      lang: 'es',
      page: 'orders/1',
    });
  });
});
