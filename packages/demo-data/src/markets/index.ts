/**
 * The markets as the demo data sees them: the API's facts of each market (handed over as the
 * `Backend`), the kit's market rules (`marketOf` of @anp/rules: weight unit, interface language,
 * locale), and what only the demo data knows (places).
 */
import { COUNTRIES, marketOf, type Country, type Language, type WeightUnit } from '@anp/rules';
import type { Backend, BackendMarket } from '../backend';
import { PLACES, type Places } from './places';

export type { City, MasterLang, ProductFamily } from './places';
export type { ClosedDay, PlantClosing } from './holidays';

/** Every market, in the fixed order the generators iterate them. */
export const MARKET_CODES: readonly Country[] = COUNTRIES;

export interface DemoMarket extends BackendMarket, Places {
  code: Country;
  /** Unit of order weights (ordering.md §1). */
  weightUnit: WeightUnit;
  /** Unit of product net weights: kg for kg and quintal markets, lb otherwise. */
  productUnit: 'lb' | 'kg';
  /** Interface language (English for Korea: ordering.md §1 lists en, es and pt only). */
  uiLang: Language;
  locale: string;
}

export type DemoMarkets = Readonly<Record<Country, DemoMarket>>;

/** Each market's facts, rules and places, for the generators. */
export function demoMarkets(backend: Backend): DemoMarkets {
  return Object.fromEntries(
    MARKET_CODES.map((code): [Country, DemoMarket] => {
      const rules = marketOf(code);
      return [
        code,
        {
          ...backend.markets[code],
          ...PLACES[code],
          code,
          weightUnit: rules.weightUnit,
          productUnit: rules.weightUnit === 'lb' ? 'lb' : 'kg',
          uiLang: rules.defaultLanguage,
          locale: rules.defaultLocale,
        },
      ];
    }),
  ) as Record<Country, DemoMarket>;
}
