import type { Country } from '@anp/rules';

/**
 * What the reference API knows of each market beyond the kit's market rules (`marketOf` in
 * @anp/rules: weight unit, languages, locales, number format): the supplier's sales organisation,
 * currency, VAT, demo exchange rate, price rounding, time zone, display name and customer-service
 * phone. The demo data is made from the same facts (the API hands them to @anp/demo-data).
 */
export interface OwnFacts {
  /** Display name of the market (the region selector, documents). */
  name: string;
  salesOrg: string;
  /** ISO 4217 code of the market's currency. */
  currency: string;
  /** IANA time zone of the market's plants: "today" and cut-offs are read there. */
  timeZone: string;
  /** VAT in basis points (1/10000) of the net amount. */
  vatBasisPoints: number;
  /** Local currency units per US dollar (a fixed demo rate). */
  fxPerUsd: number;
  /** Price rounding step in cents: 100 for currencies quoted without minor units. */
  priceStepCents: number;
  /** The market's customer-service phone (support contact and market configuration). */
  supportPhone: string;
}

export const OWN_FACTS: Readonly<Record<Country, OwnFacts>> = {
  us: {
    name: 'United States',
    salesOrg: 'US10',
    currency: 'USD',
    timeZone: 'America/Chicago',
    vatBasisPoints: 0,
    fxPerUsd: 1,
    priceStepCents: 1,
    supportPhone: '+1 800-555-0199',
  },
  canada: {
    name: 'Canada',
    salesOrg: 'CA10',
    currency: 'CAD',
    timeZone: 'America/Winnipeg',
    vatBasisPoints: 500,
    fxPerUsd: 1.36,
    priceStepCents: 1,
    supportPhone: '+1 888-555-0142',
  },
  mx: {
    name: 'México',
    salesOrg: 'MX10',
    currency: 'MXN',
    timeZone: 'America/Mexico_City',
    vatBasisPoints: 1600,
    fxPerUsd: 18.5,
    priceStepCents: 1,
    supportPhone: '+52 800 555 0100',
  },
  br: {
    name: 'Brasil',
    salesOrg: 'BR10',
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    vatBasisPoints: 1200,
    fxPerUsd: 5.3,
    priceStepCents: 1,
    supportPhone: '+55 0800 555 0100',
  },
  kr: {
    name: 'Korea',
    salesOrg: 'KR10',
    currency: 'KRW',
    timeZone: 'Asia/Seoul',
    vatBasisPoints: 1000,
    fxPerUsd: 1350,
    priceStepCents: 100,
    supportPhone: '+82 80-555-0100',
  },
  cr: {
    name: 'Costa Rica',
    salesOrg: 'CR10',
    currency: 'CRC',
    timeZone: 'America/Costa_Rica',
    vatBasisPoints: 100,
    fxPerUsd: 510,
    priceStepCents: 100,
    supportPhone: '+506 4000 5500',
  },
  hn: {
    name: 'Honduras',
    salesOrg: 'HN10',
    currency: 'HNL',
    timeZone: 'America/Tegucigalpa',
    vatBasisPoints: 1500,
    fxPerUsd: 24.7,
    priceStepCents: 1,
    supportPhone: '+504 2555 0100',
  },
  ni: {
    name: 'Nicaragua',
    salesOrg: 'NI10',
    currency: 'NIO',
    timeZone: 'America/Managua',
    vatBasisPoints: 1500,
    fxPerUsd: 36.6,
    priceStepCents: 1,
    supportPhone: '+505 2255 0100',
  },
  pe: {
    name: 'Perú',
    salesOrg: 'PE10',
    currency: 'PEN',
    timeZone: 'America/Lima',
    vatBasisPoints: 1800,
    fxPerUsd: 3.75,
    priceStepCents: 1,
    supportPhone: '+51 1 555 0100',
  },
  co: {
    name: 'Colombia',
    salesOrg: 'CO10',
    currency: 'COP',
    timeZone: 'America/Bogota',
    vatBasisPoints: 500,
    fxPerUsd: 4000,
    priceStepCents: 100,
    supportPhone: '+57 601 555 0100',
  },
  gt: {
    name: 'Guatemala',
    salesOrg: 'GT10',
    currency: 'GTQ',
    timeZone: 'America/Guatemala',
    vatBasisPoints: 1200,
    fxPerUsd: 7.75,
    priceStepCents: 1,
    supportPhone: '+502 2555 0100',
  },
};
