/**
 * The markets of the reference API (ordering.md §1): one module for every route and for the demo
 * data (which the API makes from these same facts). The kit's market rules come from @anp/rules
 * (`marketOf`: weight unit, interface language, locale, number format); this module adds what
 * only the backend knows (./facts.ts) and the plants (./plants.ts).
 */
import { COUNTRIES, marketOf, type Country, type Market } from '@anp/rules';
import { OWN_FACTS, type OwnFacts } from './facts';
import { PLANTS, type PlantSpec } from './plants';

export type { PlantSpec } from './plants';

/** A market's country code (the kit's own list, in its fixed order). */
export type MarketCode = Country;

/** Every market, in the fixed order the API and the demo data iterate them. */
export const MARKET_CODES: readonly MarketCode[] = COUNTRIES;

/** A plant of a market with its id and code. */
export interface MarketPlant extends PlantSpec {
  /** `plant-<market>-<n>` (n from 1). */
  id: string;
  /** SAP-style code: the sales organisation's country letters and a number (US01). */
  code: string;
}

/** Everything the API knows of a market. */
export interface MarketSpec extends Market, OwnFacts {
  code: MarketCode;
  /** Unit of product net weights: kg for kg and quintal markets, lb otherwise. */
  productUnit: 'lb' | 'kg';
  plants: readonly MarketPlant[];
}

function spec(code: MarketCode): MarketSpec {
  const rules = marketOf(code);
  const own = OWN_FACTS[code];
  return {
    ...rules,
    ...own,
    code,
    productUnit: rules.weightUnit === 'lb' ? 'lb' : 'kg',
    plants: PLANTS[code].map((plant, index) => ({
      ...plant,
      id: `plant-${code}-${index + 1}`,
      code: `${own.salesOrg.slice(0, 2)}${String(index + 1).padStart(2, '0')}`,
    })),
  };
}

export const MARKETS: Readonly<Record<MarketCode, MarketSpec>> = Object.fromEntries(
  MARKET_CODES.map((code) => [code, spec(code)]),
) as Record<MarketCode, MarketSpec>;

/** The market of a stored country value (exactly one of the codes), else null. */
export function marketOrNull(value: string): MarketSpec | null {
  return Object.hasOwn(MARKETS, value) ? MARKETS[value as MarketCode] : null;
}

/** Whether a stored value is a market code. */
export function isMarketCode(value: string): value is MarketCode {
  return Object.hasOwn(MARKETS, value);
}

/** A market's display name, or the value itself when it is not a market. */
export function marketName(value: string): string {
  return marketOrNull(value)?.name ?? value;
}

/** The town of a plant of the market by its id, else null (a plant the facts do not know). */
export function plantCity(market: MarketCode, plantId: string): string | null {
  return MARKETS[market].plants.find((p) => p.id === plantId)?.city ?? null;
}
