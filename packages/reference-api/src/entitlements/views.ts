/** The digital pages' content as the API answers it: the user's language, the market's units. */
import type { DigitalPage, Entitlement, TrialSummary } from '@anp/contract';
import { DIGITAL_PAGE_CONFIG, TRIALS, porkDocumentQuery, type Trial } from '@anp/demo-data';
import {
  marketOf,
  openablePages,
  type DigitalPagePath,
  type DigitalViewer,
  type Language,
} from '@anp/rules';
import type { EntitlementRow } from './queries';

const KG_TO_LB = 2.20462;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A trial's values and unit in the market's weight unit (pound markets read lb). */
export function trialUnits(trial: Trial, weightUnit: string): { unit: string; values: number[] } {
  const pounds = weightUnit === 'lb';
  switch (trial.unit) {
    case 'kg':
      return pounds
        ? { unit: 'lb', values: trial.values.map((v) => round(v * KG_TO_LB, 2)) }
        : { unit: 'kg', values: [...trial.values] };
    case 'g/day':
      return pounds
        ? { unit: 'lb/day', values: trial.values.map((v) => round((v / 1000) * KG_TO_LB, 2)) }
        : { unit: 'g/day', values: [...trial.values] };
    case '%':
      return { unit: '%', values: [...trial.values] };
    default:
      return { unit: '', values: [...trial.values] };
  }
}

function toTrial(trial: Trial, lang: Language, weightUnit: string): TrialSummary {
  const text = trial.text[lang];
  const { unit, values } = trialUnits(trial, weightUnit);
  return {
    id: trial.id,
    stage: trial.stage,
    title: text.title,
    summary: text.summary,
    measure: text.measure,
    unit,
    animals: trial.animals,
    year: trial.year,
    results: values.map((value, i) => ({ treatment: text.treatments[i] ?? '', value })),
  };
}

/** The page in `lang` for a market, with the links the viewer may open. */
export function toDigitalPage(
  path: DigitalPagePath,
  lang: Language,
  country: string,
  viewer: DigitalViewer,
): DigitalPage {
  const config = DIGITAL_PAGE_CONFIG[path];
  const market = marketOf(country);
  const trials = TRIALS.filter((t) => config.trials === 'all' || t.stage === config.trials)
    .slice()
    .sort((a, b) => b.year - a.year || (a.id < b.id ? -1 : 1));
  return {
    path,
    title: config.text[lang].title,
    description: config.text[lang].description,
    launchUrl: config.launchUrl,
    documentQuery: config.documents ? porkDocumentQuery(market.defaultLanguage) : null,
    links: openablePages(config.links, viewer).map((p) => ({
      path: p,
      title: DIGITAL_PAGE_CONFIG[p].text[lang].title,
    })),
    trials: config.trials ? trials.map((t) => toTrial(t, lang, market.weightUnit)) : [],
  };
}

export function toEntitlement(row: EntitlementRow): Entitlement {
  return {
    tool: row.tool,
    grantedAt: new Date(row.granted_at).toISOString(),
    grantedBy: row.granted_by,
  };
}
