/**
 * The catalogue's words: package labels, the category and species phrases of descriptions, and
 * how sizes read ("50 lb", "250 g") in each master-data language.
 */
import type { PackageType } from '@anp/contract';
import type { Language } from '@anp/rules';
import type { Category, Lang, Localized, Species } from './lines';

export const PACK_LABELS: Readonly<Record<PackageType, Localized>> = {
  bag: { en: '', es: 'Bulto', pt: 'Saco', ko: '포대' },
  bulk: { en: 'Bulk', es: 'Granel', pt: 'Granel', ko: '벌크' },
  tote: { en: 'Tote', es: 'Súper Saco', pt: 'Big Bag', ko: '톤백' },
  pallet: { en: 'Pallet', es: 'Tarima', pt: 'Palete', ko: '파렛트' },
  block: { en: 'Block', es: 'Bloque', pt: 'Bloco', ko: '블록' },
  tub: { en: 'Tub', es: 'Tina', pt: 'Pote', ko: '텁' },
  bucket: { en: 'Bucket', es: 'Cubeta', pt: 'Balde', ko: '버킷' },
  pail: { en: 'Pail', es: 'Bote', pt: 'Galão', ko: '페일' },
  barrel: { en: 'Drum', es: 'Tambor', pt: 'Tambor', ko: '드럼' },
  box: { en: 'Box', es: 'Caja', pt: 'Caixa', ko: '박스' },
  boxes: { en: 'Boxes', es: 'Cajas', pt: 'Caixas', ko: '박스묶음' },
  case: { en: 'Case', es: 'Paquete', pt: 'Fardo', ko: '케이스' },
  each: { en: '', es: 'Pieza', pt: 'Unidade', ko: '낱개' },
  Pack: { en: 'Pack', es: 'Pack', pt: 'Pack', ko: '팩' },
};

/** A package type's own name, as a column of the documents shows it. */
export const PACKAGE_NAMES: Readonly<Record<PackageType, Readonly<Record<Language, string>>>> = {
  bag: { en: 'Bag', es: 'Saco', pt: 'Saco', ko: '포대' },
  bulk: { en: 'Bulk', es: 'Granel', pt: 'Granel', ko: '벌크' },
  tote: { en: 'Tote', es: 'Súper saco', pt: 'Big bag', ko: '톤백' },
  pallet: { en: 'Pallet', es: 'Tarima', pt: 'Palete', ko: '팔레트' },
  block: { en: 'Block', es: 'Bloque', pt: 'Bloco', ko: '블록' },
  tub: { en: 'Tub', es: 'Tina', pt: 'Pote', ko: '통' },
  bucket: { en: 'Bucket', es: 'Cubeta', pt: 'Balde', ko: '버킷' },
  pail: { en: 'Pail', es: 'Bote', pt: 'Galão', ko: '페일' },
  barrel: { en: 'Drum', es: 'Tambor', pt: 'Tambor', ko: '드럼' },
  box: { en: 'Box', es: 'Caja', pt: 'Caixa', ko: '상자' },
  boxes: { en: 'Boxes', es: 'Cajas', pt: 'Caixas', ko: '상자 묶음' },
  case: { en: 'Case', es: 'Paquete', pt: 'Fardo', ko: '케이스' },
  each: { en: 'Each', es: 'Pieza', pt: 'Unidade', ko: '낱개' },
  Pack: { en: 'Pack', es: 'Pack', pt: 'Pack', ko: '팩' },
};

export const PER_TON: Localized = {
  en: '(per ton)',
  es: '(por tonelada)',
  pt: '(por tonelada)',
  ko: '(톤당)',
};

export const CATEGORY_PHRASES: Readonly<Record<Category, Localized>> = {
  'Complete Feed': {
    en: 'Complete feed',
    es: 'Alimento completo',
    pt: 'Ração completa',
    ko: '배합사료',
  },
  'Base Mix': { en: 'Base mix', es: 'Núcleo', pt: 'Núcleo', ko: '베이스믹스' },
  Premix: {
    en: 'Vitamin and mineral premix',
    es: 'Premezcla de vitaminas y minerales',
    pt: 'Premix vitamínico-mineral',
    ko: '비타민·미네랄 프리믹스',
  },
  Supplement: {
    en: 'Protein and energy supplement',
    es: 'Suplemento proteico y energético',
    pt: 'Suplemento proteico-energético',
    ko: '단백질·에너지 보충사료',
  },
  Mineral: {
    en: 'Mineral supplement',
    es: 'Suplemento mineral',
    pt: 'Suplemento mineral',
    ko: '미네랄 보충제',
  },
  'Milk Replacer': {
    en: 'Milk replacer',
    es: 'Sustituto de leche',
    pt: 'Sucedâneo de leite',
    ko: '대용유',
  },
  'Liquid Feed': {
    en: 'Liquid feed supplement',
    es: 'Suplemento líquido',
    pt: 'Suplemento líquido',
    ko: '액상 보충사료',
  },
  'Pet Food': { en: 'Dry food', es: 'Alimento seco', pt: 'Alimento seco', ko: '건사료' },
  Treats: { en: 'Treats', es: 'Premios', pt: 'Petiscos', ko: '간식' },
  Health: {
    en: 'Health and hydration support',
    es: 'Apoyo de salud e hidratación',
    pt: 'Suporte de saúde e hidratação',
    ko: '건강·수분 보조제',
  },
  Additive: {
    en: 'Feed additive',
    es: 'Aditivo para alimento',
    pt: 'Aditivo para ração',
    ko: '사료 첨가제',
  },
  Grain: { en: 'Grain', es: 'Grano', pt: 'Grão', ko: '곡물' },
};

export const SPECIES_PHRASES: Readonly<Record<Species, Localized>> = {
  pork: { en: 'pigs', es: 'cerdos', pt: 'suínos', ko: '돼지' },
  poultry: { en: 'poultry', es: 'aves', pt: 'aves', ko: '가금' },
  ruminant: {
    en: 'cattle, sheep and goats',
    es: 'bovinos, ovinos y caprinos',
    pt: 'bovinos, ovinos e caprinos',
    ko: '소·양·염소',
  },
  pet: { en: 'pets', es: 'mascotas', pt: 'animais de estimação', ko: '반려동물' },
  equine: { en: 'horses', es: 'caballos', pt: 'equinos', ko: '말' },
  multispecies: {
    en: 'livestock and wildlife',
    es: 'ganado y fauna',
    pt: 'rebanhos e fauna',
    ko: '가축 및 야생동물',
  },
  additives: {
    en: 'all species',
    es: 'todas las especies',
    pt: 'todas as espécies',
    ko: '모든 축종',
  },
  aqua: { en: 'fish and shrimp', es: 'peces y camarón', pt: 'peixes e camarão', ko: '어류·새우' },
};

/**
 * A size as product titles write it: at most two decimals and none when whole, a decimal comma
 * in Portuguese titles. (Titles are per language, not per market, so the kit's market number
 * format does not apply.)
 */
function sizeNumber(value: number, lang: Lang): string {
  const text = String(Math.round(value * 100) / 100);
  return lang === 'pt' ? text.replace('.', ',') : text;
}

/** "50 lb", "0.25 kg" → "250 g", "0.5 lb" → "8 oz"; Korean writes the unit without a space. */
export function sizeText(value: number, unit: 'lb' | 'kg', lang: Lang): string {
  const [shown, shownUnit] =
    value < 1 ? (unit === 'kg' ? [value * 1000, 'g'] : [value * 16, 'oz']) : [value, unit];
  return `${sizeNumber(shown, lang)}${lang === 'ko' ? '' : ' '}${shownUnit}`;
}

const EN_PACK_PHRASES: Readonly<Record<PackageType, (size: string) => string>> = {
  bag: (size) => `packed in ${size} bags`,
  bulk: () => 'delivered in bulk and priced per ton',
  tote: (size) => `in ${size} totes`,
  pallet: (size) => `as full pallets of ${size} bags`,
  block: (size) => `as ${size} blocks`,
  tub: (size) => `in ${size} tubs`,
  bucket: (size) => `in ${size} buckets`,
  pail: (size) => `in ${size} pails`,
  barrel: (size) => `in ${size} drums`,
  box: (size) => `in ${size} boxes`,
  boxes: (size) => `in bundles of ${size} boxes`,
  case: (size) => `in cases of ${size}`,
  each: (size) => `sold individually (${size})`,
  Pack: (size) => `in packs of ${size}`,
};

export function packDescription(lang: Lang, type: PackageType, size: string): string {
  const label = PACK_LABELS[type][lang].toLowerCase();
  switch (lang) {
    case 'en':
      return EN_PACK_PHRASES[type](size);
    case 'es':
      if (type === 'bulk') return 'entrega a granel, precio por tonelada';
      return `presentación ${label} de ${size}`;
    case 'pt':
      if (type === 'bulk') return 'entrega a granel, preço por tonelada';
      return `embalagem ${label} de ${size}`;
    default:
      if (type === 'bulk') return '벌크 납품, 톤 단위 가격';
      return `${size} ${PACK_LABELS[type].ko} 포장`;
  }
}
