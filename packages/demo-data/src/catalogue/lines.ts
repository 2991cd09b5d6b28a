/**
 * The product lines of the catalogue: what a product is (species, category, form, package) and
 * its name in every master-data language. The catalogue (./catalogue.ts) builds its products
 * from these: product lines × forms × packages.
 */
import { PackageType as PackageTypeSchema, type PackageType } from '@anp/contract';
import type { ProductFamily } from '../markets';

/** ordering.md §3: every package type, in the contract's order. */
export const PACKAGE_TYPES: readonly PackageType[] = PackageTypeSchema.anyOf.map(
  (literal) => literal.const,
);

export const SPECIES = [
  'pork',
  'poultry',
  'ruminant',
  'pet',
  'equine',
  'multispecies',
  'additives',
  'aqua',
] as const;
export type Species = (typeof SPECIES)[number];

export const CATEGORIES = [
  'Complete Feed',
  'Base Mix',
  'Premix',
  'Supplement',
  'Mineral',
  'Milk Replacer',
  'Liquid Feed',
  'Pet Food',
  'Treats',
  'Health',
  'Additive',
  'Grain',
] as const;
export type Category = (typeof CATEGORIES)[number];

export type Lang = 'en' | 'es' | 'pt' | 'ko';
export type Localized = Readonly<Record<Lang, string>>;

export const LANG_OF_FAMILY: Readonly<Record<ProductFamily, Lang>> = {
  na: 'en',
  br: 'pt',
  kr: 'ko',
  latam: 'es',
};

export type FormKey =
  | 'pellet'
  | 'crumble'
  | 'mash'
  | 'textured'
  | 'cube'
  | 'liquid'
  | 'pressed'
  | 'granular'
  | 'powder'
  | 'extruded'
  | 'whole'
  | 'poured';

/** Physical form; the letter opens the product's form code (e.g. P1604 for a pellet). */
export const FORMS: Readonly<Record<FormKey, { letter: string; label: Localized }>> = {
  pellet: { letter: 'P', label: { en: 'Pellet', es: 'Peletizado', pt: 'Peletizada', ko: '펠렛' } },
  crumble: { letter: 'C', label: { en: 'Crumble', es: 'Migaja', pt: 'Triturada', ko: '크럼블' } },
  mash: { letter: 'M', label: { en: 'Mash', es: 'Harina', pt: 'Farelada', ko: '가루' } },
  textured: {
    letter: 'T',
    label: { en: 'Textured', es: 'Texturizado', pt: 'Texturizada', ko: '후레이크' },
  },
  cube: { letter: 'K', label: { en: 'Cube', es: 'Cubo', pt: 'Cubo', ko: '큐브' } },
  liquid: { letter: 'L', label: { en: 'Liquid', es: 'Líquido', pt: 'Líquida', ko: '액상' } },
  pressed: { letter: 'B', label: { en: 'Pressed', es: 'Prensado', pt: 'Prensada', ko: '압축' } },
  granular: {
    letter: 'G',
    label: { en: 'Granular', es: 'Granulado', pt: 'Granulada', ko: '과립' },
  },
  powder: { letter: 'W', label: { en: 'Powder', es: 'Polvo', pt: 'Pó', ko: '분말' } },
  extruded: {
    letter: 'X',
    label: { en: 'Extruded', es: 'Extruido', pt: 'Extrusada', ko: '익스트루전' },
  },
  whole: { letter: 'R', label: { en: '', es: '', pt: '', ko: '' } }, // grains: no form word
  poured: { letter: 'D', label: { en: 'Poured', es: 'Vaciado', pt: 'Moldada', ko: '성형' } },
};

export type PackMode = 'mixed' | 'palletOnly' | 'loose';

export interface Pack {
  type: PackageType;
  /** Unit weight in lb (North America) and kg (everywhere else). */
  lb: number;
  kg: number;
  perPallet: number;
  mode: PackMode;
  /** Multi-packs: the inner unit's weight (their number: INNER_UNITS of the package type). */
  inner?: { lb: number; kg: number };
}

export const PACKS = {
  bag50: { type: 'bag', lb: 50, kg: 40, perPallet: 50, mode: 'mixed' },
  bag40: { type: 'bag', lb: 40, kg: 25, perPallet: 60, mode: 'mixed' },
  bag25: { type: 'bag', lb: 25, kg: 20, perPallet: 80, mode: 'mixed' },
  bag10: { type: 'bag', lb: 10, kg: 5, perPallet: 120, mode: 'mixed' },
  bulk: { type: 'bulk', lb: 2000, kg: 1000, perPallet: 1, mode: 'loose' },
  tote: { type: 'tote', lb: 2000, kg: 1000, perPallet: 1, mode: 'loose' },
  pallet: {
    type: 'pallet',
    lb: 2000,
    kg: 1000,
    perPallet: 1,
    mode: 'palletOnly',
    inner: { lb: 50, kg: 25 },
  },
  block25: { type: 'block', lb: 25, kg: 20, perPallet: 40, mode: 'mixed' },
  block33: { type: 'block', lb: 33.3, kg: 15, perPallet: 54, mode: 'mixed' },
  block50: { type: 'block', lb: 50, kg: 25, perPallet: 40, mode: 'mixed' },
  tub125: { type: 'tub', lb: 125, kg: 60, perPallet: 12, mode: 'mixed' },
  tub200: { type: 'tub', lb: 200, kg: 90, perPallet: 8, mode: 'mixed' },
  tub250: { type: 'tub', lb: 250, kg: 110, perPallet: 8, mode: 'mixed' },
  bucket25: { type: 'bucket', lb: 25, kg: 10, perPallet: 48, mode: 'mixed' },
  pail20: { type: 'pail', lb: 20, kg: 9, perPallet: 36, mode: 'mixed' },
  pail50: { type: 'pail', lb: 50, kg: 20, perPallet: 36, mode: 'mixed' },
  barrel: { type: 'barrel', lb: 500, kg: 220, perPallet: 4, mode: 'mixed' },
  box40: { type: 'box', lb: 40, kg: 20, perPallet: 40, mode: 'mixed' },
  box25: { type: 'box', lb: 25, kg: 10, perPallet: 60, mode: 'mixed' },
  boxes: {
    type: 'boxes',
    lb: 30,
    kg: 12,
    perPallet: 50,
    mode: 'mixed',
    inner: { lb: 5, kg: 2 },
  },
  case: {
    type: 'case',
    lb: 24,
    kg: 12,
    perPallet: 60,
    mode: 'mixed',
    inner: { lb: 2, kg: 1 },
  },
  each: { type: 'each', lb: 4, kg: 2, perPallet: 200, mode: 'loose' },
  pack: {
    type: 'Pack',
    lb: 5,
    kg: 2.5,
    perPallet: 150,
    mode: 'loose',
    inner: { lb: 0.5, kg: 0.25 },
  },
} as const satisfies Record<string, Pack>;
export type PackKey = keyof typeof PACKS;

export interface Template {
  name: Localized;
  species: Species;
  category: Category;
  forms: readonly FormKey[];
  packs: readonly PackKey[];
}

const t = (
  en: string,
  es: string,
  pt: string,
  ko: string,
  species: Species,
  category: Category,
  forms: readonly FormKey[],
  packs: readonly PackKey[],
): Template => ({ name: { en, es, pt, ko }, species, category, forms, packs });

/** Product lines; names are generic feed descriptions, not brands. */
// prettier-ignore
export const TEMPLATES: readonly Template[] = [
  // pork
  t('Pig Starter 1', 'Preiniciador Cerdo 1', 'Pré-Inicial Suínos 1', '자돈 1호', 'pork', 'Complete Feed', ['pellet', 'crumble'], ['bag25', 'bag50', 'box40']),
  t('Pig Starter 2', 'Iniciador Cerdo 2', 'Inicial Suínos 2', '자돈 2호', 'pork', 'Complete Feed', ['pellet', 'crumble'], ['bag50', 'bag25', 'tote']),
  t('Nursery Pig 20%', 'Cerdo Destete 20%', 'Creche Suínos 20%', '이유자돈 20%', 'pork', 'Complete Feed', ['pellet'], ['bag50', 'bulk', 'tote']),
  t('Hog Grower 18%', 'Cerdo Desarrollo 18%', 'Suínos Crescimento 18%', '육성돈 18%', 'pork', 'Complete Feed', ['pellet', 'mash'], ['bag50', 'bulk', 'pallet']),
  t('Hog Finisher 16%', 'Cerdo Finalizador 16%', 'Suínos Terminação 16%', '비육돈 16%', 'pork', 'Complete Feed', ['pellet', 'mash'], ['bag50', 'bulk', 'tote', 'pallet']),
  t('Sow Gestation', 'Cerda Gestación', 'Porcas Gestação', '임신돈', 'pork', 'Complete Feed', ['pellet', 'mash'], ['bag50', 'bulk']),
  t('Sow Lactation', 'Cerda Lactancia', 'Porcas Lactação', '포유모돈', 'pork', 'Complete Feed', ['pellet'], ['bag50', 'bulk', 'pallet']),
  t('Swine Base Mix 5%', 'Núcleo Cerdos 5%', 'Núcleo Suínos 5%', '양돈 베이스믹스 5%', 'pork', 'Base Mix', ['mash'], ['bag50', 'bag25', 'tote']),
  t('Swine Vitamin Premix', 'Premezcla Vitamínica Cerdos', 'Premix Vitamínico Suínos', '양돈 비타민 프리믹스', 'pork', 'Premix', ['powder'], ['bag25', 'box25', 'boxes', 'pail50']),
  t('Pig Creep Feed', 'Alimento Lechón Predestete', 'Ração Creep Leitões', '입붙이 사료', 'pork', 'Complete Feed', ['crumble'], ['bag25', 'bucket25', 'pack']),
  // poultry
  t('Chick Starter-Grower 20%', 'Pollito Iniciador 20%', 'Pintinho Inicial 20%', '병아리 사료 20%', 'poultry', 'Complete Feed', ['crumble', 'mash'], ['bag50', 'bag25', 'bag10']),
  t('Layer 16%', 'Ponedora 16%', 'Poedeiras 16%', '산란계 16%', 'poultry', 'Complete Feed', ['crumble', 'pellet', 'mash'], ['bag50', 'bulk', 'pallet']),
  t('Broiler Starter 22%', 'Pollo de Engorda Iniciador 22%', 'Frango de Corte Inicial 22%', '육계 전기 22%', 'poultry', 'Complete Feed', ['crumble'], ['bag50', 'bulk']),
  t('Broiler Finisher 19%', 'Pollo de Engorda Finalizador 19%', 'Frango de Corte Final 19%', '육계 후기 19%', 'poultry', 'Complete Feed', ['pellet'], ['bag50', 'bulk', 'tote']),
  t('Turkey Grower 24%', 'Pavo Crecimiento 24%', 'Peru Crescimento 24%', '칠면조 육성 24%', 'poultry', 'Complete Feed', ['pellet', 'crumble'], ['bag50', 'bulk']),
  t('Game Bird 28%', 'Aves de Caza 28%', 'Aves Ornamentais 28%', '관상조류 28%', 'poultry', 'Complete Feed', ['crumble'], ['bag50', 'bag25']),
  t('Scratch Grains', 'Mezcla de Granos para Aves', 'Mistura de Grãos para Aves', '닭 곡물 믹스', 'poultry', 'Grain', ['whole'], ['bag50', 'bag25', 'bag10']),
  t('Oyster Shell', 'Concha de Ostión', 'Farinha de Ostra', '굴껍질', 'poultry', 'Mineral', ['granular'], ['bag50', 'bag25', 'bucket25']),
  t('Poultry Vitamins', 'Vitaminas para Aves', 'Vitaminas para Aves', '가금 비타민', 'poultry', 'Health', ['powder'], ['pack', 'case', 'each']),
  // ruminant
  t('Calf Starter 18%', 'Becerro Iniciador 18%', 'Bezerro Inicial 18%', '송아지 입붙이 18%', 'ruminant', 'Complete Feed', ['textured', 'pellet'], ['bag50', 'tote']),
  t('Milk Replacer 22-20', 'Sustituto de Leche 22-20', 'Sucedâneo de Leite 22-20', '대용유 22-20', 'ruminant', 'Milk Replacer', ['powder'], ['bag50', 'bag25', 'box40', 'case']),
  t('Dairy Ration 18%', 'Vaca Lechera 18%', 'Vacas Leiteiras 18%', '젖소 사료 18%', 'ruminant', 'Complete Feed', ['pellet', 'textured'], ['bag50', 'bulk', 'tote']),
  t('Dairy Mineral', 'Mineral Lechero', 'Mineral Leite', '젖소 미네랄', 'ruminant', 'Mineral', ['granular'], ['bag50', 'tote', 'pail50']),
  t('Beef Finisher 14%', 'Engorda Bovino 14%', 'Bovinos Terminação 14%', '비육우 14%', 'ruminant', 'Complete Feed', ['pellet', 'textured'], ['bag50', 'bulk', 'pallet']),
  t('Range Cube 20%', 'Cubo para Pastoreo 20%', 'Cubo Pasto 20%', '방목우 큐브 20%', 'ruminant', 'Supplement', ['cube'], ['bag50', 'bulk', 'tote']),
  t('Cattle Mineral 12:12', 'Mineral Ganado 12:12', 'Sal Mineral Bovinos 12:12', '한우 미네랄 12:12', 'ruminant', 'Mineral', ['granular'], ['bag50', 'bag25', 'tub250', 'tote']),
  t('Protein Tub 30%', 'Suplemento Proteico 30%', 'Suplemento Proteico 30%', '단백질 텁 30%', 'ruminant', 'Supplement', ['poured'], ['tub125', 'tub200', 'tub250']),
  t('Cattle Mineral Lick', 'Lamedero Mineral Bovino', 'Sal Mineral Lambedor', '한우 미네랄 릭', 'ruminant', 'Mineral', ['poured'], ['tub125', 'tub250', 'bucket25']),
  t('Protein Block 20%', 'Bloque Proteico 20%', 'Bloco Proteico 20%', '단백질 블록 20%', 'ruminant', 'Supplement', ['pressed'], ['block33', 'block25']),
  t('Liquid Supplement 32%', 'Suplemento Líquido 32%', 'Suplemento Líquido 32%', '액상 보충사료 32%', 'ruminant', 'Liquid Feed', ['liquid'], ['barrel', 'tote', 'bulk']),
  t('Goat Feed 16%', 'Alimento Caprinos 16%', 'Ração Caprinos 16%', '산양 사료 16%', 'ruminant', 'Complete Feed', ['pellet', 'textured'], ['bag50', 'bag25']),
  t('Sheep Feed 14%', 'Alimento Ovinos 14%', 'Ração Ovinos 14%', '면양 사료 14%', 'ruminant', 'Complete Feed', ['pellet'], ['bag50', 'bag25']),
  t('Stocker Supplement 25%', 'Suplemento Desarrollo Bovino 25%', 'Suplemento Recria 25%', '육성우 보충사료 25%', 'ruminant', 'Supplement', ['cube', 'pellet'], ['bag50', 'bulk']),
  t('Dairy Heifer Grower', 'Vaquilla Desarrollo', 'Novilhas Recria', '육성우 사료', 'ruminant', 'Complete Feed', ['pellet'], ['bag50', 'bulk']),
  // pet
  t('Adult Dog Chicken & Rice', 'Perro Adulto Pollo y Arroz', 'Cães Adultos Frango e Arroz', '성견 닭고기와 쌀', 'pet', 'Pet Food', ['extruded'], ['bag40', 'bag25', 'bag10']),
  t('Puppy Formula', 'Cachorro Fórmula', 'Filhotes Fórmula', '퍼피 포뮬러', 'pet', 'Pet Food', ['extruded'], ['bag40', 'bag10', 'box25']),
  t('High Performance Dog 30/20', 'Perro Alto Rendimiento 30/20', 'Cães Alta Performance 30/20', '고에너지 견 30/20', 'pet', 'Pet Food', ['extruded'], ['bag40', 'bag50']),
  t('Indoor Cat', 'Gato Interior', 'Gatos Indoor', '실내묘 사료', 'pet', 'Pet Food', ['extruded'], ['bag10', 'case', 'box25']),
  t('Dog Biscuits', 'Galletas para Perro', 'Biscoitos para Cães', '강아지 비스킷', 'pet', 'Treats', ['extruded'], ['box25', 'boxes', 'case', 'pack', 'each']),
  t('Rabbit Feed 16%', 'Conejo 16%', 'Coelhos 16%', '토끼 사료 16%', 'pet', 'Complete Feed', ['pellet'], ['bag50', 'bag25', 'bag10']),
  // equine
  t('Horse Senior', 'Equino Senior', 'Equinos Sênior', '노령마 사료', 'equine', 'Complete Feed', ['textured', 'pellet'], ['bag50']),
  t('Horse Performance 12:8', 'Equino Alto Rendimiento 12:8', 'Equinos Performance 12:8', '경주마 12:8', 'equine', 'Complete Feed', ['textured', 'pellet'], ['bag50', 'tote']),
  t('Horse Feed 14%', 'Alimento Equino 14%', 'Ração Equinos 14%', '말 사료 14%', 'equine', 'Complete Feed', ['pellet'], ['bag50', 'bulk', 'pallet']),
  t('Sweet Feed 12%', 'Alimento Dulce Equino 12%', 'Ração Doce Equinos 12%', '말 스위트피드 12%', 'equine', 'Complete Feed', ['textured'], ['bag50', 'bulk']),
  t('Horse Treats Apple', 'Premios Equinos Manzana', 'Petiscos Equinos Maçã', '말 간식 사과맛', 'equine', 'Treats', ['pressed'], ['bucket25', 'pack', 'box25', 'each']),
  t('Equine Electrolyte', 'Electrolitos Equinos', 'Eletrólitos Equinos', '말 전해질', 'equine', 'Health', ['powder'], ['pail20', 'bucket25', 'case']),
  t('Equine Mineral', 'Mineral Equino', 'Mineral Equinos', '말 미네랄', 'equine', 'Mineral', ['pressed'], ['block25', 'each']),
  // multispecies
  t('All Stock 12%', 'Multiespecie 12%', 'Multiespécies 12%', '다용도 사료 12%', 'multispecies', 'Complete Feed', ['textured', 'pellet'], ['bag50', 'bulk']),
  t('Trace Mineral Salt', 'Sal Mineralizada', 'Sal Mineralizada', '미량광물 소금', 'multispecies', 'Mineral', ['pressed', 'granular'], ['block50', 'bag50', 'bag25']),
  t('Plain Salt', 'Sal Común', 'Sal Comum', '일반 소금', 'multispecies', 'Mineral', ['pressed'], ['block50', 'block25', 'bag50']),
  t('Deer Protein 20%', 'Venado Proteína 20%', 'Cervídeos Proteína 20%', '사슴 단백질 20%', 'multispecies', 'Supplement', ['pellet'], ['bag50', 'bag40', 'block25']),
  t('Wildlife Block', 'Bloque Fauna Silvestre', 'Bloco Fauna Silvestre', '야생동물 블록', 'multispecies', 'Supplement', ['pressed'], ['block25', 'each']),
  t('Cracked Corn', 'Maíz Quebrado', 'Milho Quebrado', '파쇄 옥수수', 'multispecies', 'Grain', ['whole'], ['bag50', 'bulk', 'tote']),
  t('Oats', 'Avena', 'Aveia', '귀리', 'multispecies', 'Grain', ['whole'], ['bag50', 'bag40']),
  t('Livestock Electrolyte', 'Electrolitos Pecuarios', 'Eletrólitos Pecuários', '가축 전해질', 'multispecies', 'Health', ['powder'], ['pack', 'pail20', 'case', 'each']),
  // additives
  t('Yeast Culture', 'Cultivo de Levadura', 'Cultura de Levedura', '효모 배양물', 'additives', 'Additive', ['powder', 'granular'], ['bag50', 'bag25', 'tote', 'box40']),
  t('Mycotoxin Binder', 'Secuestrante de Micotoxinas', 'Adsorvente de Micotoxinas', '곰팡이독소 흡착제', 'additives', 'Additive', ['powder'], ['bag50', 'bag25', 'tote']),
  t('Direct-Fed Microbial', 'Probiótico', 'Probiótico', '생균제', 'additives', 'Additive', ['powder'], ['bag25', 'pail20', 'case', 'pack']),
  t('Phytase 5000', 'Fitasa 5000', 'Fitase 5000', '파이타제 5000', 'additives', 'Additive', ['granular'], ['bag25', 'box25', 'boxes']),
  t('Vitamin AD3E', 'Vitamina AD3E', 'Vitamina AD3E', '비타민 AD3E', 'additives', 'Additive', ['liquid'], ['barrel', 'case', 'pail20']),
  t('Feed Acidifier', 'Acidificante', 'Acidificante', '사료 산미제', 'additives', 'Additive', ['liquid', 'granular'], ['barrel', 'tote', 'bag25']),
  t('Enzyme Blend', 'Mezcla Enzimática', 'Blend Enzimático', '효소 복합제', 'additives', 'Additive', ['granular'], ['bag25', 'boxes', 'case']),
  // aqua
  t('Catfish Floating 32%', 'Bagre Flotante 32%', 'Peixes Flutuante 32%', '메기 부상사료 32%', 'aqua', 'Complete Feed', ['extruded'], ['bag50', 'bulk', 'tote']),
  t('Tilapia Grower 35%', 'Tilapia Engorda 35%', 'Tilápia Engorda 35%', '틸라피아 육성 35%', 'aqua', 'Complete Feed', ['extruded'], ['bag50', 'bag40', 'bulk']),
  t('Trout Grower 42%', 'Trucha Crecimiento 42%', 'Truta Crescimento 42%', '송어 육성 42%', 'aqua', 'Complete Feed', ['extruded'], ['bag50', 'bag40']),
  t('Shrimp Grower 35%', 'Camarón Engorda 35%', 'Camarão Engorda 35%', '새우 육성 35%', 'aqua', 'Complete Feed', ['pellet'], ['bag50', 'bag40', 'tote'])];
