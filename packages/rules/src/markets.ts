import { accountPageSize } from './constants';
import type { Language } from './locale';

import { COUNTRIES, isCountry, type Country } from './countries';
import { MARKETING_COUNTRY, type PortalPath } from './portal-path';

/**
 * Weight unit used for product quantities in a market. `quintal` is the Central American quintal
 * of 100 lb (45.359237 kg), see `toTons`.
 */
export type WeightUnit = 'lb' | 'kg' | 'quintal';

/** Per-market display and paging rules (ordering.md §1 "Market rules"). */
export interface Market {
  country: Country;
  weightUnit: WeightUnit;
  /** BCP 47 tag passed to Intl.NumberFormat. */
  numberLocale: string;
  currencySymbol: string;
  accountPageSize: number;
  /** Underscore locale, e.g. en_US, es_MX, pt_BR, ko_KR. */
  defaultLocale: string;
  defaultLanguage: Language;
  /** Unit for truck sizes and totals: short tons for lb markets, metric tons otherwise. */
  tonUnit: 'Tons' | 'MT';
}

/** Thrown by {@link marketOf} for a value that is not a market. */
export class UnknownMarketError extends Error {
  readonly country: string;

  constructor(country: string) {
    super(`Unknown market country "${country}"; expected one of: ${COUNTRIES.join(', ')}`);
    this.name = 'UnknownMarketError';
    this.country = country;
  }
}

// ordering.md §1: quintal in hn, ni, gt; kg in co, pe, cr, mx; lb elsewhere.
const WEIGHT_UNITS: Readonly<Record<Country, WeightUnit>> = {
  us: 'lb',
  canada: 'lb',
  mx: 'kg',
  br: 'lb',
  kr: 'lb',
  cr: 'kg',
  hn: 'quintal',
  ni: 'quintal',
  pe: 'kg',
  co: 'kg',
  gt: 'quintal',
};

// ordering.md §1: en-US for the Central American markets (pe included), pt-BR for co and br.
// us, canada, mx and kr are not named by the spec; see docs/decisions.md.
const NUMBER_LOCALES: Readonly<Record<Country, string>> = {
  us: 'en-US',
  canada: 'en-CA',
  mx: 'es-MX',
  br: 'pt-BR',
  kr: 'ko-KR',
  cr: 'en-US',
  hn: 'en-US',
  ni: 'en-US',
  pe: 'en-US',
  co: 'pt-BR',
  gt: 'en-US',
};

// ordering.md §1: currency symbol comes from a per-market mapping.
const CURRENCY_SYMBOLS: Readonly<Record<Country, string>> = {
  us: '$',
  canada: '$',
  mx: '$',
  br: 'R$',
  kr: '₩',
  cr: '₡',
  hn: 'L',
  ni: 'C$',
  pe: 'S/',
  co: '$',
  gt: 'Q',
};

// Korea speaks Korean by default (issue 14); kr/en pages stay English.
const DEFAULT_LOCALES: Readonly<
  Record<Country, { locale: string; language: Market['defaultLanguage'] }>
> = {
  us: { locale: 'en_US', language: 'en' },
  canada: { locale: 'en_CA', language: 'en' },
  mx: { locale: 'es_MX', language: 'es' },
  br: { locale: 'pt_BR', language: 'pt' },
  kr: { locale: 'ko_KR', language: 'ko' },
  cr: { locale: 'es_CR', language: 'es' },
  hn: { locale: 'es_HN', language: 'es' },
  ni: { locale: 'es_NI', language: 'es' },
  pe: { locale: 'es_PE', language: 'es' },
  co: { locale: 'es_CO', language: 'es' },
  gt: { locale: 'es_GT', language: 'es' },
};

/** Fallback currency symbol for values that are not markets (ordering.md §1: default $). */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/**
 * Normalises a country value (trimmed, lower case) and returns it when it is a market.
 * Path segments and stored session values may differ in case, so lookups are lenient.
 */
export function normalizeCountry(country: string | null | undefined): Country | null {
  const normalized = (country ?? '').trim().toLowerCase();
  return isCountry(normalized) ? normalized : null;
}

/**
 * Market rules for a country (case-insensitive, surrounding whitespace ignored).
 * @throws {UnknownMarketError} when the value is not one of {@link COUNTRIES}.
 */
export function marketOf(country: string): Market {
  const code = normalizeCountry(country);
  if (code === null) throw new UnknownMarketError(country);
  const defaults = DEFAULT_LOCALES[code];
  const weightUnit = WEIGHT_UNITS[code];
  return {
    country: code,
    weightUnit,
    numberLocale: NUMBER_LOCALES[code],
    currencySymbol: CURRENCY_SYMBOLS[code],
    accountPageSize: accountPageSize(code),
    defaultLocale: defaults.locale,
    defaultLanguage: defaults.language,
    // ordering.md §1: tons (or metric tons) for trucks and totals; short tons only pair with lb.
    tonUnit: weightUnit === 'lb' ? 'Tons' : 'MT',
  };
}

/** Market when the value is a market, otherwise null; never throws. */
export function tryMarketOf(country: string | null | undefined): Market | null {
  const code = normalizeCountry(country);
  return code === null ? null : marketOf(code);
}

/** Currency symbol of a market; `$` for anything that is not a market (ordering.md §1). */
export function currencySymbolOf(country: string): string {
  const code = normalizeCountry(country);
  return code === null ? DEFAULT_CURRENCY_SYMBOL : CURRENCY_SYMBOLS[code];
}

// localeOf lives here rather than in locale.ts: it needs the market tables, which stay out of the
// shared runtime chunk (locale.ts is in it).

// Region subtags where the path country code is not the ISO code.
const REGION_OF_COUNTRY: Readonly<Record<string, string>> = { canada: 'CA' };

/**
 * Underscore locale for a path country and language, e.g. ('mx','es') → `es_MX`,
 * ('canada','en') → `en_CA`, ('kr','en') → `en_KR`. Case-insensitive. A language that is
 * not two letters yields the market's default locale; a country that is not a market
 * (e.g. `marketing`) uses region US.
 */
export function localeOf(country: string, lang: string): string {
  const language = lang.trim().toLowerCase();
  const market = tryMarketOf(country);
  if (!/^[a-z]{2}$/.test(language)) return market?.defaultLocale ?? 'en_US';
  const code = normalizeCountry(country);
  if (code === null) return `${language}_US`;
  const region = REGION_OF_COUNTRY[code] ?? code.toUpperCase();
  return `${language}_${region}`;
}

/**
 * The same page in the market of `country` (issue 14): acting for an account, or signing in with
 * one selected, puts the user on that account's market, whose path decides the currency, units,
 * number format and language (ordering.md §1-2). Within the same market the language stays (a
 * Korean user keeps kr/en); another market's pages open in its own language, so an employee on
 * /us/en who chooses a Guatemalan account reads /gt/es. A value that is not a market, and the
 * marketing dashboard (no market), leave the path as it is.
 */
export function pathInMarket(path: PortalPath, country: string | null | undefined): PortalPath {
  const market = tryMarketOf(country);
  if (market === null || path.country.toLowerCase() === MARKETING_COUNTRY) return path;
  if (normalizeCountry(path.country) === market.country) return path;
  return { ...path, country: market.country, lang: market.defaultLanguage };
}

/**
 * Decimals of a market's currency (its ISO 4217 minor unit): the won has none, so Korean amounts
 * are whole won (ordering.md §1 Korea: "memo value in whole won"); every other market's currency
 * (USD, CAD, MXN, BRL, CRC, HNL, NIO, PEN, COP, GTQ) has two. Unknown values: two.
 */
export function currencyDigits(country: string): number {
  return normalizeCountry(country) === 'kr' ? 0 : 2;
}
