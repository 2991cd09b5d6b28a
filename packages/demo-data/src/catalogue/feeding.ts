/**
 * How a product is fed, for the documents (product guides, labels): crude protein where the
 * product line's name states it, and a typical daily amount by category (by species for complete
 * feeds), written in the interface languages with their decimal separator.
 */
import type { Language } from '@anp/rules';
import type { Category, Species, Template } from './lines';

type Amounts = Readonly<Record<Language, string>>;
const a = (en: string): Amounts => ({
  en,
  es: en.replace(/\./g, ','),
  pt: en.replace(/\./g, ','),
  ko: en,
});

const COMPLETE_FEED: Readonly<Record<Species, Amounts>> = {
  pork: a('1.5-3 kg'),
  poultry: a('100-150 g'),
  ruminant: {
    en: '1.2% of body weight',
    es: '1,2% del peso vivo',
    pt: '1,2% do peso vivo',
    ko: '체중의 1.2%',
  },
  pet: a('250-400 g'),
  equine: a('2-4 kg'),
  multispecies: a('1-2 kg'),
  additives: a('1-2 kg'),
  aqua: {
    en: '2-4% of biomass',
    es: '2-4% de la biomasa',
    pt: '2-4% da biomassa',
    ko: '바이오매스의 2-4%',
  },
};

const BY_CATEGORY: Readonly<Record<Exclude<Category, 'Complete Feed'>, Amounts>> = {
  'Base Mix': {
    en: '25-50 kg/t feed',
    es: '25-50 kg/t de alimento',
    pt: '25-50 kg/t de ração',
    ko: '사료 1톤당 25-50 kg',
  },
  Premix: {
    en: '2.5 kg/t feed',
    es: '2,5 kg/t de alimento',
    pt: '2,5 kg/t de ração',
    ko: '사료 1톤당 2.5 kg',
  },
  Supplement: a('0.5-1 kg'),
  Mineral: a('60-90 g'),
  'Milk Replacer': a('0.5-0.8 kg'),
  'Liquid Feed': a('1-2 kg'),
  'Pet Food': a('250-400 g'),
  Treats: { en: '2-3 a day', es: '2-3 al día', pt: '2-3 por dia', ko: '하루 2-3개' },
  Health: { en: '1 g/L water', es: '1 g/L de agua', pt: '1 g/L de água', ko: '물 1L당 1 g' },
  Additive: {
    en: '1-2 kg/t feed',
    es: '1-2 kg/t de alimento',
    pt: '1-2 kg/t de ração',
    ko: '사료 1톤당 1-2 kg',
  },
  Grain: a('0.5-1 kg'),
};

/** The daily amount of a product of a category and species, in a language. */
export function dailyAmount(category: Category, species: Species, lang: Language): string {
  return category === 'Complete Feed' ? COMPLETE_FEED[species][lang] : BY_CATEGORY[category][lang];
}

/**
 * Crude protein in percent: the figure a complete feed's or supplement's name states ("Hog
 * Grower 18%"), else 0 (premixes, minerals and the like declare none).
 */
export function proteinOf(template: Pick<Template, 'name' | 'category'>): number {
  if (template.category !== 'Complete Feed' && template.category !== 'Supplement') return 0;
  const match = /(\d+)%/.exec(template.name.en);
  return match ? Number(match[1]) : 0;
}
