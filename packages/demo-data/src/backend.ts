/**
 * What the demo data needs to know of the backend it fills. The reference API owns these facts
 * (its markets module, its price rule, its support catalogue, its groups and password format) and
 * hands them over when it seeds a database: the demo data is made from the very facts the routes
 * apply, and this package never imports the server (the layer rules forbid it).
 */
import type { PackageType } from '@anp/contract';
import type { Country, Language } from '@anp/rules';
import type { PlantClosing } from './markets/holidays';

/** A plant of a market, as the API knows it. */
export interface BackendPlant {
  /** `plant-<market>-<n>`. */
  id: string;
  code: string;
  name: string;
  city: string;
  /** 0 = Sunday ... 6 = Saturday. */
  workingDays: readonly number[];
  deliveryLeadTime: number;
  pickupLeadTime: number;
  daySpan: number;
  currentDateDisabled: boolean;
  /** Its state or province (ISO 3166-2 subdivision), whose holidays it keeps too. */
  region?: string | undefined;
  /** Its own closing days every year (inventory, maintenance). */
  closings?: readonly PlantClosing[] | undefined;
}

/** A market's facts beyond the kit's market rules (`marketOf` of @anp/rules). */
export interface BackendMarket {
  /** Display name (United States, México ...). */
  name: string;
  salesOrg: string;
  /** ISO 4217 code. */
  currency: string;
  /** IANA time zone of the market's plants. */
  timeZone: string;
  /** VAT in basis points of the net amount. */
  vatBasisPoints: number;
  /** Local currency units per US dollar. */
  fxPerUsd: number;
  /** Price rounding step in cents (100: no minor units). */
  priceStepCents: number;
  supportPhone: string;
  plants: readonly BackendPlant[];
}

/** What a list price is computed from (weights scaled by 10000). */
export interface PricedProduct {
  sku: string;
  category: string;
  packageType: string;
  netWeightScaled: number;
  unitOfMeasure: 'lb' | 'kg';
  containerCode: string | null;
}

export type Texts = Readonly<Record<Language, string>>;

export interface Backend {
  markets: Readonly<Record<Country, BackendMarket>>;
  /** List price of one unit in the market's currency, in cents (carts are priced the same way). */
  listPriceCents(product: PricedProduct, market: Country): number;
  /** Inner units of the multi-packs by package type (a pallet of 40 bags ...). */
  innerUnits: Readonly<Partial<Record<PackageType, number>>>;
  /** The source system of accounts billed by the new billing system ("new flow"). */
  newFlowSourceSystem: string;
  /** The identity provider's group of internal users. */
  internalGroup: string;
  /** The stored form of a user's password (the server's own format). */
  passwordHash(userId: string, password: string): string;
  /** The support catalogue the complaint form offers. */
  support: {
    /** Whether a category and sub-category pair is offered in the market. */
    hasCategory(market: Country, category: string, subCategory: string): boolean;
    /** The units a complaint line may be counted in, by code. */
    unitCodes(market: Country): readonly string[];
    /** The routing code of the market's complaint desk. */
    mailToCode(market: Country): string;
  };
}
