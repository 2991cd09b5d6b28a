/**
 * Demo documents: real PDF, PNG, JPEG, TIFF and MP4 files per market, plus account price lists.
 *
 * Per market (account_id NULL, visible to every account of the market), in the market language:
 * four price lists (three product groups for the current month, all products for the previous
 * month), two brochures (a product guide, a portal quick-start guide), two product labels as PNG,
 * two label photos as JPEG, a scanned ISO 22000 certificate as TIFF and the demo video (MP4).
 * For the first three accounts of each market (by id): their own price list for the current and
 * the previous month. With 11 markets that is 132 + up to 66 documents.
 *
 * Deterministic: a fixed-seed PRNG per market / account, dates relative to `today`.
 */
import { createJpeg } from '../files/jpeg';
import { demoVideo } from '../files/mp4';
import { createPdf, type PdfSection } from '../files/pdf';
import { createPng } from '../files/png';
import { Canvas, hex, hsl, mix, type Rgb } from '../files/raster';
import { hashString } from '../rng';
import { thumbnailPng, type FileKind } from '../files/thumbnail';
import { createTiff } from '../files/tiff';
import type { Table } from '../tables';

type Lang = 'en' | 'es' | 'pt';
type Unit = 'lb' | 'kg' | 'quintal';
type Package = 'bag' | 'pail' | 'block' | 'tub' | 'box' | 'barrel' | 'tote' | 'bulk';
type Group = 'monogastric' | 'ruminant' | 'specialty';

interface Market {
  name: string;
  lang: Lang;
  currency: string;
  /** Local currency per US dollar (demo figures). */
  rate: number;
  unit: Unit;
  /** Number format: en-US (1,234.56) or pt-BR (1.234,56), per the spec's market rules. */
  format: 'en' | 'pt';
  decimals: number;
}

/** The 11 markets, their language, currency, weight unit (spec: market rules) and number format. */
export const MARKETS: Record<string, Market> = {
  us: {
    name: 'United States',
    lang: 'en',
    currency: 'USD',
    rate: 1,
    unit: 'lb',
    format: 'en',
    decimals: 2,
  },
  canada: {
    name: 'Canada',
    lang: 'en',
    currency: 'CAD',
    rate: 1.36,
    unit: 'lb',
    format: 'en',
    decimals: 2,
  },
  mx: {
    name: 'México',
    lang: 'es',
    currency: 'MXN',
    rate: 17.2,
    unit: 'kg',
    format: 'en',
    decimals: 2,
  },
  br: {
    name: 'Brasil',
    lang: 'pt',
    currency: 'BRL',
    rate: 5.05,
    unit: 'lb',
    format: 'pt',
    decimals: 2,
  },
  kr: {
    name: 'Korea',
    lang: 'en',
    currency: 'KRW',
    rate: 1330,
    unit: 'lb',
    format: 'en',
    decimals: 0,
  },
  cr: {
    name: 'Costa Rica',
    lang: 'es',
    currency: 'CRC',
    rate: 515,
    unit: 'kg',
    format: 'en',
    decimals: 0,
  },
  hn: {
    name: 'Honduras',
    lang: 'es',
    currency: 'HNL',
    rate: 24.7,
    unit: 'quintal',
    format: 'en',
    decimals: 2,
  },
  ni: {
    name: 'Nicaragua',
    lang: 'es',
    currency: 'NIO',
    rate: 36.6,
    unit: 'quintal',
    format: 'en',
    decimals: 2,
  },
  pe: {
    name: 'Perú',
    lang: 'es',
    currency: 'PEN',
    rate: 3.75,
    unit: 'kg',
    format: 'en',
    decimals: 2,
  },
  co: {
    name: 'Colombia',
    lang: 'es',
    currency: 'COP',
    rate: 3950,
    unit: 'kg',
    format: 'pt',
    decimals: 0,
  },
  gt: {
    name: 'Guatemala',
    lang: 'es',
    currency: 'GTQ',
    rate: 7.8,
    unit: 'quintal',
    format: 'en',
    decimals: 2,
  },
};

interface Product {
  sku: string;
  name: Record<Lang, string>;
  group: Group;
  species: Record<Lang, string>;
  pack: Package;
  /** List price in USD per pound of product (demo figure). */
  usdPerLb: number;
  /** Crude protein, percent. */
  protein: number;
  /** Daily feeding amount per animal, in the product guide. */
  feeding: Record<Lang, string>;
}

const p = (
  sku: string,
  en: string,
  es: string,
  pt: string,
  group: Group,
  species: [string, string, string],
  pack: Package,
  usdPerLb: number,
  protein: number,
  feeding: [string, string, string],
): Product => ({
  sku,
  name: { en, es, pt },
  group,
  species: { en: species[0], es: species[1], pt: species[2] },
  pack,
  usdPerLb,
  protein,
  feeding: { en: feeding[0], es: feeding[1], pt: feeding[2] },
});

const SWINE: [string, string, string] = ['Swine', 'Porcinos', 'Suínos'];
const POULTRY: [string, string, string] = ['Poultry', 'Aves', 'Aves'];
const CATTLE: [string, string, string] = ['Cattle', 'Bovinos', 'Bovinos'];
const DAIRY: [string, string, string] = ['Dairy', 'Lecheras', 'Leiteiro'];
const HORSES: [string, string, string] = ['Horses', 'Caballos', 'Equinos'];
const AQUA: [string, string, string] = ['Aquaculture', 'Acuicultura', 'Aquicultura'];
const PETS: [string, string, string] = ['Pets', 'Mascotas', 'Pet'];
const ADDITIVES: [string, string, string] = ['Additives', 'Aditivos', 'Aditivos'];
const FREE: [string, string, string] = ['Free choice', 'A libre acceso', 'À vontade'];

/** The demo catalogue the price lists and labels show (SKUs in the AN-#### range). */
export const CATALOGUE: readonly Product[] = [
  p(
    'AN-1001',
    'Pig Starter Crumble 21%',
    'Iniciador para lechones en migaja 21%',
    'Ração inicial para leitões 21%',
    'monogastric',
    SWINE,
    'bag',
    0.46,
    21,
    ['0.3-0.6 kg', '0,3-0,6 kg', '0,3-0,6 kg'],
  ),
  p(
    'AN-1002',
    'Pig Grower Pellet 17%',
    'Cerdo crecimiento en pellet 17%',
    'Suíno crescimento peletizado 17%',
    'monogastric',
    SWINE,
    'bag',
    0.27,
    17,
    ['1.5-2.2 kg', '1,5-2,2 kg', '1,5-2,2 kg'],
  ),
  p(
    'AN-1003',
    'Sow Lactation Meal 18%',
    'Cerda lactancia en harina 18%',
    'Porca lactação farelada 18%',
    'monogastric',
    SWINE,
    'bag',
    0.31,
    18,
    ['5-7 kg', '5-7 kg', '5-7 kg'],
  ),
  p(
    'AN-1101',
    'Layer Pellet 16%',
    'Ponedora en pellet 16%',
    'Poedeira peletizada 16%',
    'monogastric',
    POULTRY,
    'bag',
    0.24,
    16,
    ['110-120 g', '110-120 g', '110-120 g'],
  ),
  p(
    'AN-1102',
    'Broiler Finisher Crumble 19%',
    'Finalizador para pollos de engorde 19%',
    'Frango de corte terminação 19%',
    'monogastric',
    POULTRY,
    'bag',
    0.25,
    19,
    ['150-200 g', '150-200 g', '150-200 g'],
  ),
  p(
    'AN-1103',
    'Poultry Vitamin Premix',
    'Premezcla vitamínica para aves',
    'Premix vitamínico para aves',
    'monogastric',
    POULTRY,
    'pail',
    1.85,
    0,
    ['2.5 kg/t feed', '2,5 kg/t de alimento', '2,5 kg/t de ração'],
  ),
  p(
    'AN-2001',
    'Calf Starter 18%',
    'Iniciador para terneros 18%',
    'Inicial para bezerros 18%',
    'ruminant',
    CATTLE,
    'bag',
    0.38,
    18,
    ['0.5-2 kg', '0,5-2 kg', '0,5-2 kg'],
  ),
  p(
    'AN-2002',
    'Dairy Concentrate 20%',
    'Concentrado lechero 20%',
    'Concentrado leiteiro 20%',
    'ruminant',
    DAIRY,
    'bag',
    0.22,
    20,
    ['1 kg per 2.5 L milk', '1 kg por 2,5 L de leche', '1 kg por 2,5 L de leite'],
  ),
  p(
    'AN-2003',
    'Beef Finisher Pellet 13%',
    'Finalizador para ganado de carne 13%',
    'Terminação para gado de corte 13%',
    'ruminant',
    CATTLE,
    'bulk',
    0.16,
    13,
    ['1.2% of body weight', '1,2% del peso vivo', '1,2% do peso vivo'],
  ),
  p(
    'AN-2004',
    'Cattle Mineral Block',
    'Bloque mineral para ganado',
    'Bloco mineral para bovinos',
    'ruminant',
    FREE,
    'block',
    0.58,
    0,
    ['60-90 g', '60-90 g', '60-90 g'],
  ),
  p(
    'AN-2005',
    'Protein Lick Tub 24%',
    'Tina de suplemento proteico 24%',
    'Suplemento proteico em cocho 24%',
    'ruminant',
    FREE,
    'tub',
    0.47,
    24,
    ['0.5-1 kg', '0,5-1 kg', '0,5-1 kg'],
  ),
  p(
    'AN-2101',
    'Horse Sweet Feed 12%',
    'Alimento dulce para caballos 12%',
    'Ração doce para equinos 12%',
    'ruminant',
    HORSES,
    'bag',
    0.36,
    12,
    ['2-4 kg', '2-4 kg', '2-4 kg'],
  ),
  p(
    'AN-2102',
    'Senior Horse Pellet 14%',
    'Caballo senior en pellet 14%',
    'Equino sênior peletizado 14%',
    'ruminant',
    HORSES,
    'bag',
    0.44,
    14,
    ['3-5 kg', '3-5 kg', '3-5 kg'],
  ),
  p(
    'AN-3001',
    'Shrimp Grower 35%',
    'Camarón engorde 35%',
    'Camarão engorda 35%',
    'specialty',
    AQUA,
    'bag',
    0.63,
    35,
    ['3-5% of biomass', '3-5% de la biomasa', '3-5% da biomassa'],
  ),
  p(
    'AN-3002',
    'Tilapia Floating Feed 32%',
    'Tilapia alimento flotante 32%',
    'Tilápia ração extrusada 32%',
    'specialty',
    AQUA,
    'bag',
    0.49,
    32,
    ['2-3% of biomass', '2-3% de la biomasa', '2-3% da biomassa'],
  ),
  p(
    'AN-3101',
    'Adult Dog Food Chicken & Rice',
    'Perro adulto pollo y arroz',
    'Cão adulto frango e arroz',
    'specialty',
    PETS,
    'bag',
    0.96,
    24,
    ['250-400 g', '250-400 g', '250-400 g'],
  ),
  p(
    'AN-3201',
    'Mycotoxin Binder',
    'Secuestrante de micotoxinas',
    'Adsorvente de micotoxinas',
    'specialty',
    ADDITIVES,
    'box',
    1.42,
    0,
    ['1-2 kg/t feed', '1-2 kg/t de alimento', '1-2 kg/t de ração'],
  ),
  p(
    'AN-3202',
    'Liquid Acidifier',
    'Acidificante líquido',
    'Acidificante líquido',
    'specialty',
    ADDITIVES,
    'barrel',
    1.06,
    0,
    ['1-2 L/1000 L water', '1-2 L/1000 L de agua', '1-2 L/1000 L de água'],
  ),
  p(
    'AN-3203',
    'Molasses Blend',
    'Melaza mezclada',
    'Melaço blend',
    'specialty',
    ADDITIVES,
    'tote',
    0.12,
    4,
    ['0.5-1.5 kg', '0,5-1,5 kg', '0,5-1,5 kg'],
  ),
];

/** Net weight of one package, in each unit system. */
const PACKAGE_WEIGHT: Record<Package, Record<Unit, number>> = {
  bag: { lb: 50, kg: 40, quintal: 1 },
  pail: { lb: 25, kg: 10, quintal: 0.25 },
  block: { lb: 33, kg: 15, quintal: 0.33 },
  tub: { lb: 200, kg: 90, quintal: 2 },
  box: { lb: 50, kg: 25, quintal: 0.5 },
  barrel: { lb: 450, kg: 200, quintal: 4.5 },
  tote: { lb: 2750, kg: 1250, quintal: 27.5 },
  bulk: { lb: 2000, kg: 1000, quintal: 20 },
};
const LB_PER_UNIT: Record<Unit, number> = { lb: 1, kg: 2.20462, quintal: 100 };
const UNIT_LABEL: Record<Unit, string> = { lb: 'lb', kg: 'kg', quintal: 'qq' };

const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
};
const MONTHS_SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};

/** Every text the documents need, per language. */
const T = {
  en: {
    priceList: 'Price list',
    groups: {
      monogastric: 'Swine and poultry',
      ruminant: 'Cattle, dairy and horses',
      specialty: 'Aquaculture, pets and additives',
      all: 'All products',
    },
    validity: (from: string, to: string) => `valid ${from} to ${to}`,
    intro: (currency: string, unit: string) =>
      `Prices per package in ${currency}, excluding taxes and freight. Net weights in ${unit}. Minimum order and pallet rules apply as shown in the ordering portal.`,
    columns: ['SKU', 'Product', 'Package', 'Net weight'],
    pricePerUnit: (c: string) => `Price/unit (${c})`,
    yourPrice: (c: string) => `Your price (${c})`,
    listPrice: (c: string) => `List (${c})`,
    discount: 'Discount',
    terms: 'Terms',
    termsText: [
      'Prices may change without notice after the validity date. Orders placed in the portal are confirmed at the price valid on the requested date.',
      'Payment terms as agreed on your account (Cash or Credit). Bulk deliveries are priced per ton loaded.',
    ],
    account: 'Account',
    soldTo: 'Sold-to',
    market: 'Market',
    validFrom: 'Valid from',
    validTo: 'Valid to',
    paymentTerms: 'Payment terms',
    payment: { Cash: 'Cash', Credit: 'Credit' },
    accountPriceList: 'Account price list',
    packages: {
      bag: 'Bag',
      pail: 'Pail',
      block: 'Block',
      tub: 'Tub',
      box: 'Box',
      barrel: 'Barrel',
      tote: 'Tote',
      bulk: 'Bulk',
    },
    guideTitle: (g: string) => `Product guide: ${g}`,
    guideSubtitle: 'Nutrition that performs, from our mills to your farm',
    guideIntro: [
      'Our feeds are formulated by nutritionists for each stage of production and made in certified mills with traceable ingredients.',
      'Use this guide to choose the right product and feeding amount. Your sales representative can help you adjust it to your farm.',
    ],
    feedingGuide: 'Feeding guide',
    describe: (protein: number, amount: string) =>
      `${protein ? `Crude protein ${protein}% minimum. ` : ''}Recommended amount: ${amount}. Store in a cool, dry place and use within 90 days of manufacture.`,
    feedingColumns: ['SKU', 'Product', 'Species', 'Protein', 'Daily amount'],
    whyHeading: 'Why our feeds',
    why: [
      '\u2022 Consistent quality: every batch is tested and traceable by lot number.',
      '\u2022 Fresh delivery from the nearest plant, by truck or pickup.',
      '\u2022 Technical support from our nutrition team.',
    ],
    quickTitle: 'Ordering portal: quick start guide',
    quickSubtitle: 'Place and follow your orders online',
    quickSteps: [
      [
        '1. Sign in',
        'Use the e-mail address your account manager registered. Accept the terms and conditions the first time.',
      ],
      [
        '2. Choose the account',
        'If you order for several sold-to accounts, select one at the top of the page; prices and products follow it.',
      ],
      [
        '3. Build the order',
        'Search the order builder by product name or SKU and add quantities. Pallet-only items need whole pallets.',
      ],
      [
        '4. Cart and review',
        'Choose delivery or pickup, the requested date and time, your PO number and payment terms, then review.',
      ],
      [
        '5. Confirmation',
        'You receive the order number at once and can send the confirmation to another e-mail address.',
      ],
      [
        '6. Documents',
        'Price lists, brochures, labels, certificates and videos are in Documents: preview PDF, JPG, PNG, TIFF and MP4 files, or download them.',
      ],
    ],
    help: 'Need help? Open a support case from the support bar at the bottom of any page.',
    labelTitle: (name: string) => `Product label \u2014 ${name}`,
    photoTitle: (name: string) => `Label photo \u2014 ${name}`,
    certificateTitle: 'ISO 22000 food safety certificate (scan)',
    videoTitle: 'AN Portal Kit demo video',
    analysis: 'GUARANTEED ANALYSIS',
    protein: 'CRUDE PROTEIN MIN',
    fat: 'CRUDE FAT MIN',
    fiber: 'CRUDE FIBER MAX',
    moisture: 'MOISTURE MAX',
    netWeight: 'NET WT',
    lot: 'LOT',
    certificate: [
      'CERTIFICATE',
      'FOOD SAFETY MANAGEMENT SYSTEM',
      'THIS IS TO CERTIFY THAT',
      'HAS BEEN ASSESSED AND FOUND',
      'TO MEET THE REQUIREMENTS OF',
      'VALID UNTIL',
      'CERTIFICATE NO.',
    ],
    demo: 'AN Portal Kit demo data, not a real offer',
  },
  es: {
    priceList: 'Lista de precios',
    groups: {
      monogastric: 'Porcinos y aves',
      ruminant: 'Bovinos, lecheras y caballos',
      specialty: 'Acuicultura, mascotas y aditivos',
      all: 'Todos los productos',
    },
    validity: (from: string, to: string) => `vigente del ${from} al ${to}`,
    intro: (currency: string, unit: string) =>
      `Precios por empaque en ${currency}, sin impuestos ni flete. Pesos netos en ${unit}. Aplican los pedidos mínimos y reglas de tarima indicados en el portal de pedidos.`,
    columns: ['SKU', 'Producto', 'Empaque', 'Peso neto'],
    pricePerUnit: (c: string) => `Precio/unidad (${c})`,
    yourPrice: (c: string) => `Su precio (${c})`,
    listPrice: (c: string) => `Lista (${c})`,
    discount: 'Descuento',
    terms: 'Condiciones',
    termsText: [
      'Los precios pueden cambiar sin aviso después de la fecha de vigencia. Los pedidos del portal se confirman al precio vigente en la fecha solicitada.',
      'Condiciones de pago según su cuenta (Contado o Crédito). Las entregas a granel se cotizan por tonelada cargada.',
    ],
    account: 'Cuenta',
    soldTo: 'Solicitante',
    market: 'Mercado',
    validFrom: 'Vigente desde',
    validTo: 'Vigente hasta',
    paymentTerms: 'Condiciones de pago',
    payment: { Cash: 'Contado', Credit: 'Crédito' },
    accountPriceList: 'Lista de precios de la cuenta',
    packages: {
      bag: 'Saco',
      pail: 'Cubeta',
      block: 'Bloque',
      tub: 'Tina',
      box: 'Caja',
      barrel: 'Barril',
      tote: 'Contenedor IBC',
      bulk: 'Granel',
    },
    guideTitle: (g: string) => `Guía de productos: ${g}`,
    guideSubtitle: 'Nutrición que rinde, de nuestras plantas a su granja',
    guideIntro: [
      'Nuestros alimentos son formulados por nutricionistas para cada etapa de producción y elaborados en plantas certificadas con ingredientes trazables.',
      'Use esta guía para elegir el producto y la cantidad adecuados. Su representante de ventas puede ayudarle a ajustarla a su granja.',
    ],
    feedingGuide: 'Guía de alimentación',
    describe: (protein: number, amount: string) =>
      `${protein ? `Proteína cruda mínima ${protein}%. ` : ''}Cantidad recomendada: ${amount}. Almacene en un lugar fresco y seco y use dentro de los 90 días posteriores a su fabricación.`,
    feedingColumns: ['SKU', 'Producto', 'Especie', 'Proteína', 'Cantidad diaria'],
    whyHeading: 'Por qué nuestros alimentos',
    why: [
      '\u2022 Calidad constante: cada lote se analiza y es trazable por número de lote.',
      '\u2022 Entrega fresca desde la planta más cercana, en camión o recogida.',
      '\u2022 Asesoría técnica de nuestro equipo de nutrición.',
    ],
    quickTitle: 'Portal de pedidos: guía de inicio rápido',
    quickSubtitle: 'Haga y siga sus pedidos en línea',
    quickSteps: [
      [
        '1. Inicie sesión',
        'Use el correo que registró su ejecutivo de cuenta. Acepte los términos y condiciones la primera vez.',
      ],
      [
        '2. Elija la cuenta',
        'Si compra para varias cuentas, seleccione una en la parte superior; los precios y productos dependen de ella.',
      ],
      [
        '3. Arme el pedido',
        'Busque por nombre o SKU en el constructor de pedidos y agregue cantidades. Algunos productos se venden solo por tarima completa.',
      ],
      [
        '4. Carrito y revisión',
        'Elija entrega o recogida, la fecha y hora solicitadas, su número de orden de compra y condiciones de pago; luego revise.',
      ],
      [
        '5. Confirmación',
        'Recibe el número de pedido al instante y puede enviar la confirmación a otro correo.',
      ],
      [
        '6. Documentos',
        'Listas de precios, folletos, etiquetas, certificados y videos están en Documentos: vea archivos PDF, JPG, PNG, TIFF y MP4 o descárguelos.',
      ],
    ],
    help: '¿Necesita ayuda? Abra un caso de soporte desde la barra de soporte al pie de cualquier página.',
    labelTitle: (name: string) => `Etiqueta de producto \u2014 ${name}`,
    photoTitle: (name: string) => `Foto de etiqueta \u2014 ${name}`,
    certificateTitle: 'Certificado de inocuidad ISO 22000 (escaneado)',
    videoTitle: 'Video de demostración de AN Portal Kit',
    analysis: 'ANÁLISIS GARANTIZADO',
    protein: 'PROTEÍNA CRUDA MÍN',
    fat: 'GRASA CRUDA MÍN',
    fiber: 'FIBRA CRUDA MÁX',
    moisture: 'HUMEDAD MÁX',
    netWeight: 'PESO NETO',
    lot: 'LOTE',
    certificate: [
      'CERTIFICADO',
      'SISTEMA DE GESTIÓN DE INOCUIDAD',
      'SE CERTIFICA QUE',
      'HA SIDO EVALUADA Y CUMPLE',
      'CON LOS REQUISITOS DE',
      'VIGENTE HASTA',
      'CERTIFICADO NO.',
    ],
    demo: 'Datos de demostración de AN Portal Kit, no es una oferta real',
  },
  pt: {
    priceList: 'Lista de preços',
    groups: {
      monogastric: 'Suínos e aves',
      ruminant: 'Bovinos, leiteiro e equinos',
      specialty: 'Aquicultura, pet e aditivos',
      all: 'Todos os produtos',
    },
    validity: (from: string, to: string) => `válida de ${from} a ${to}`,
    intro: (currency: string, unit: string) =>
      `Preços por embalagem em ${currency}, sem impostos e frete. Pesos líquidos em ${unit}. Valem os pedidos mínimos e regras de palete indicados no portal de pedidos.`,
    columns: ['SKU', 'Produto', 'Embalagem', 'Peso líquido'],
    pricePerUnit: (c: string) => `Preço/unidade (${c})`,
    yourPrice: (c: string) => `Seu preço (${c})`,
    listPrice: (c: string) => `Lista (${c})`,
    discount: 'Desconto',
    terms: 'Condições',
    termsText: [
      'Os preços podem mudar sem aviso após a data de validade. Pedidos feitos no portal são confirmados pelo preço válido na data solicitada.',
      'Condições de pagamento conforme sua conta (À vista ou Crédito). Entregas a granel são cotadas por tonelada carregada.',
    ],
    account: 'Conta',
    soldTo: 'Emissor',
    market: 'Mercado',
    validFrom: 'Válida de',
    validTo: 'Válida até',
    paymentTerms: 'Condições de pagamento',
    payment: { Cash: 'À vista', Credit: 'Crédito' },
    accountPriceList: 'Lista de preços da conta',
    packages: {
      bag: 'Saco',
      pail: 'Balde',
      block: 'Bloco',
      tub: 'Pote',
      box: 'Caixa',
      barrel: 'Tambor',
      tote: 'Contêiner IBC',
      bulk: 'Granel',
    },
    guideTitle: (g: string) => `Guia de produtos: ${g}`,
    guideSubtitle: 'Nutrição que rende, das nossas fábricas para a sua fazenda',
    guideIntro: [
      'Nossas rações são formuladas por nutricionistas para cada fase de produção e fabricadas em unidades certificadas com ingredientes rastreáveis.',
      'Use este guia para escolher o produto e a quantidade certos. Seu representante de vendas pode ajudar a ajustá-lo à sua fazenda.',
    ],
    feedingGuide: 'Guia de alimentação',
    describe: (protein: number, amount: string) =>
      `${protein ? `Proteína bruta mínima ${protein}%. ` : ''}Quantidade recomendada: ${amount}. Armazene em local fresco e seco e use em até 90 dias após a fabricação.`,
    feedingColumns: ['SKU', 'Produto', 'Espécie', 'Proteína', 'Quantidade diária'],
    whyHeading: 'Por que nossas rações',
    why: [
      '\u2022 Qualidade constante: cada lote é analisado e rastreável pelo número do lote.',
      '\u2022 Entrega fresca da fábrica mais próxima, por caminhão ou retirada.',
      '\u2022 Suporte técnico da nossa equipe de nutrição.',
    ],
    quickTitle: 'Portal de pedidos: guia rápido',
    quickSubtitle: 'Faça e acompanhe seus pedidos on-line',
    quickSteps: [
      [
        '1. Entre',
        'Use o e-mail cadastrado pelo seu gerente de conta. Aceite os termos e condições no primeiro acesso.',
      ],
      [
        '2. Escolha a conta',
        'Se você compra para várias contas, selecione uma no topo da página; preços e produtos dependem dela.',
      ],
      [
        '3. Monte o pedido',
        'Busque por nome ou SKU no montador de pedidos e informe as quantidades. Alguns itens são vendidos só por palete completo.',
      ],
      [
        '4. Carrinho e revisão',
        'Escolha entrega ou retirada, a data e o horário, o número do pedido de compra e as condições de pagamento; depois revise.',
      ],
      [
        '5. Confirmação',
        'Você recebe o número do pedido na hora e pode enviar a confirmação para outro e-mail.',
      ],
      [
        '6. Documentos',
        'Listas de preços, folhetos, rótulos, certificados e vídeos ficam em Documentos: visualize arquivos PDF, JPG, PNG, TIFF e MP4 ou baixe-os.',
      ],
    ],
    help: 'Precisa de ajuda? Abra um chamado pela barra de suporte no rodapé de qualquer página.',
    labelTitle: (name: string) => `Rótulo do produto \u2014 ${name}`,
    photoTitle: (name: string) => `Foto do rótulo \u2014 ${name}`,
    certificateTitle: 'Certificado de segurança de alimentos ISO 22000 (digitalizado)',
    videoTitle: 'Vídeo de demonstração do AN Portal Kit',
    analysis: 'NÍVEIS DE GARANTIA',
    protein: 'PROTEÍNA BRUTA MÍN',
    fat: 'EXTRATO ETÉREO MÍN',
    fiber: 'FIBRA BRUTA MÁX',
    moisture: 'UMIDADE MÁX',
    netWeight: 'PESO LÍQUIDO',
    lot: 'LOTE',
    certificate: [
      'CERTIFICADO',
      'SISTEMA DE GESTÃO DE SEGURANÇA',
      'CERTIFICAMOS QUE',
      'FOI AVALIADA E ATENDE',
      'AOS REQUISITOS DA NORMA',
      'VÁLIDO ATÉ',
      'CERTIFICADO N.',
    ],
    demo: 'Dados de demonstração do AN Portal Kit, não é uma oferta real',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Helpers: PRNG, dates, numbers

const SEED = 0x5eed_d0c5;

/** mulberry32: a small, fast, seeded PRNG returning numbers in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY);
const firstOfMonth = (d: Date, offset = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** DD-Mmm-YYYY as the spec displays dates. */
const showDate = (d: Date, lang: Lang) =>
  `${String(d.getUTCDate()).padStart(2, '0')}-${MONTHS_SHORT[lang][d.getUTCMonth()]}-${d.getUTCFullYear()}`;
const monthTitle = (d: Date, lang: Lang) =>
  `${MONTHS[lang][d.getUTCMonth()]}${lang === 'pt' ? ' de' : ''} ${d.getUTCFullYear()}`;

/** Formats a number with the market's grouping and decimal separators. */
export function formatNumber(value: number, decimals: number, format: 'en' | 'pt'): string {
  const [int = '0', frac] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, format === 'pt' ? '.' : ',');
  const sign = value < 0 && Number(value.toFixed(decimals)) !== 0 ? '-' : '';
  return `${sign}${grouped}${frac ? (format === 'pt' ? ',' : '.') + frac : ''}`;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Package price in the market currency (list price, before account discounts). */
function listPrice(product: Product, market: Market): number {
  const jitter = 0.96 + (hashString(`${product.sku}:${market.currency}`) % 1000) / 1000 / 8;
  const lb = PACKAGE_WEIGHT[product.pack][market.unit] * LB_PER_UNIT[market.unit];
  const factor = 10 ** market.decimals;
  return Math.round(product.usdPerLb * lb * market.rate * jitter * factor) / factor;
}

/** Net weight of one package of `product` in the market's unit, e.g. "50 lb", "0,25 qq". */
function weightText(product: Product, market: Market): string {
  const weight = PACKAGE_WEIGHT[product.pack][market.unit];
  return `${formatNumber(weight, Number.isInteger(weight) ? 0 : 2, market.format)} ${UNIT_LABEL[market.unit]}`;
}

function productCells(product: Product, market: Market): string[] {
  const t = T[market.lang];
  return [
    product.sku,
    product.name[market.lang],
    t.packages[product.pack],
    weightText(product, market),
  ];
}

// ---------------------------------------------------------------------------------------------
// Files

function priceListPdf(
  market: Market,
  title: string,
  products: readonly Product[],
  from: Date,
  to: Date,
  docId: string,
): Buffer {
  const t = T[market.lang];
  const money = (v: number) => formatNumber(v, market.decimals, market.format);
  const groups = (['monogastric', 'ruminant', 'specialty'] as const).filter((g) =>
    products.some((x) => x.group === g),
  );
  const sections: PdfSection[] = groups.map((group) => ({
    heading: t.groups[group],
    columns: [...t.columns, t.pricePerUnit(market.currency)],
    rows: products
      .filter((x) => x.group === group)
      .map((x) => [...productCells(x, market), money(listPrice(x, market))]),
    align: ['left', 'left', 'left', 'right', 'right'],
  }));
  sections.push({ heading: t.terms, text: [...t.termsText], notes: [t.demo] });
  return createPdf({
    title,
    subtitle: `${market.name} \u00b7 ${market.currency} \u00b7 ${t.validity(showDate(from, market.lang), showDate(to, market.lang))}`,
    lines: [t.intro(market.currency, UNIT_LABEL[market.unit])],
    sections,
    footer: `${docId} \u00b7 ${t.demo}`,
    pageSize: market.currency === 'USD' || market.currency === 'CAD' ? 'letter' : 'a4',
    info: { author: 'AN Portal Kit', subject: t.priceList, created: from },
  });
}

/** The account columns the account price lists use. */
export interface AccountRow {
  id: string;
  region: string;
  fullname: string;
  sold_to_code: string;
  payment_terms: string;
}

function accountPriceListPdf(
  market: Market,
  account: AccountRow,
  title: string,
  from: Date,
  to: Date,
  docId: string,
): Buffer {
  const t = T[market.lang];
  const money = (v: number) => formatNumber(v, market.decimals, market.format);
  const random = prng(SEED ^ hashString(`${account.id}:${isoDate(from)}`));
  const factor = 10 ** market.decimals;
  const rows = CATALOGUE.map((product) => {
    const list = listPrice(product, market);
    const discount = 2 + Math.floor(random() * 8); // 2-9 %
    const own = Math.round(list * (1 - discount / 100) * factor) / factor;
    return [...productCells(product, market).slice(0, 3), money(list), money(own), `${discount}%`];
  });
  return createPdf({
    title,
    subtitle: `${account.fullname} \u00b7 ${t.soldTo} ${account.sold_to_code} \u00b7 ${market.currency}`,
    sections: [
      {
        rows: [
          [t.account, account.fullname],
          [t.soldTo, account.sold_to_code],
          [t.market, market.name],
          [t.validFrom, showDate(from, market.lang)],
          [t.validTo, showDate(to, market.lang)],
          [t.paymentTerms, account.payment_terms === 'Cash' ? t.payment.Cash : t.payment.Credit],
        ],
      },
      {
        heading: t.accountPriceList,
        columns: [
          ...t.columns.slice(0, 3),
          t.listPrice(market.currency),
          t.yourPrice(market.currency),
          t.discount,
        ],
        rows,
        align: ['left', 'left', 'left', 'right', 'right', 'right'],
      },
      { heading: t.terms, text: [...t.termsText], notes: [t.demo] },
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    pageSize: market.currency === 'USD' || market.currency === 'CAD' ? 'letter' : 'a4',
    info: { author: 'AN Portal Kit', subject: t.accountPriceList, created: from },
  });
}

function productGuidePdf(market: Market, group: Group, docId: string): Buffer {
  const t = T[market.lang];
  const products = CATALOGUE.filter((x) => x.group === group);
  return createPdf({
    title: t.guideTitle(t.groups[group]),
    subtitle: t.guideSubtitle,
    lines: [...t.guideIntro],
    sections: [
      {
        heading: t.feedingGuide,
        columns: [...t.feedingColumns],
        rows: products.map((x) => [
          x.sku,
          x.name[market.lang],
          x.species[market.lang],
          x.protein ? `${x.protein}%` : '\u2014',
          x.feeding[market.lang],
        ]),
        align: ['left', 'left', 'left', 'right', 'left'],
      },
      { heading: t.whyHeading, text: [...t.why] },
      ...products.map((x, i) => ({
        heading: x.name[market.lang],
        text: [
          `${x.species[market.lang]} \u00b7 ${t.packages[x.pack]} ${weightText(x, market)} \u00b7 ${x.sku}`,
          t.describe(x.protein, x.feeding[market.lang]),
        ],
        newPage: i === 0,
      })),
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    pages: 2,
  });
}

function quickStartPdf(market: Market, docId: string): Buffer {
  const t = T[market.lang];
  return createPdf({
    title: t.quickTitle,
    subtitle: `${t.quickSubtitle} \u00b7 ${market.name}`,
    sections: [
      ...t.quickSteps.map(([heading, text]) => ({ heading, text: [text] })),
      { text: [t.help] },
    ],
    footer: `${docId} \u00b7 ${t.demo}`,
    accent: [21, 101, 192],
  });
}

const productColour = (sku: string): Rgb => hsl(hashString(sku) % 360, 0.5, 0.38);

/** Splits text into lines of at most `width` characters (pixel font). */
function pixelLines(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function analysis(product: Product) {
  const h = hashString(product.sku);
  return {
    protein: product.protein,
    fat: 2 + (h % 50) / 10,
    fiber: 3 + ((h >> 8) % 60) / 10,
    moisture: 12 + ((h >> 16) % 2),
  };
}

/** A product label: brand band, product name, guaranteed analysis, net weight, barcode. */
function labelCanvas(product: Product, market: Market, lot: string): Canvas {
  const t = T[market.lang];
  const colour = productColour(product.sku);
  const c = new Canvas(480, 320, [255, 255, 255]);
  c.strokeRect(4, 4, 472, 312, hex('#343a40'), 2);
  c.fillRect(6, 6, 468, 48, colour);
  c.text('AN NUTRITION', 20, 18, [255, 255, 255], 3);
  c.text(product.sku, 460 - Canvas.textWidth(product.sku, 2), 22, [255, 255, 255], 2);
  pixelLines(product.name[market.lang], 24)
    .slice(0, 2)
    .forEach((line, i) => c.text(line, 20, 68 + i * 28, hex('#212529'), 3));
  c.text(product.species[market.lang], 20, 128, hex('#6c757d'), 2);

  const a = analysis(product);
  const rows: [string, string][] = [
    [t.protein, `${formatNumber(a.protein, 1, market.format)}%`],
    [t.fat, `${formatNumber(a.fat, 1, market.format)}%`],
    [t.fiber, `${formatNumber(a.fiber, 1, market.format)}%`],
    [t.moisture, `${formatNumber(a.moisture, 1, market.format)}%`],
  ];
  c.strokeRect(14, 152, 310, 136, hex('#343a40'), 2);
  c.fillRect(16, 154, 306, 24, hex('#e9ecef'));
  c.text(t.analysis, 24, 160, hex('#212529'), 2);
  rows.forEach(([label, value], i) => {
    const y = 190 + i * 24;
    const valueWidth = Canvas.textWidth(value, 2);
    const scale = Canvas.textWidth(label, 2) + valueWidth + 8 <= 292 ? 2 : 1;
    c.text(label, 24, y + (scale === 1 ? 4 : 0), hex('#343a40'), scale);
    c.text(value, 316 - valueWidth, y, hex('#212529'), 2);
    if (i < 3) c.fillRect(24, y + 18, 292, 1, hex('#ced4da'));
  });

  // Net weight box; text scaled down until it fits the 124-pixel inside.
  const fitting = (text: string, max: number) =>
    [max, 2, 1].find((scale) => Canvas.textWidth(text, scale) <= 124) ?? 1;
  const weight = weightText(product, market);
  c.strokeRect(332, 152, 132, 70, colour, 3);
  c.textCentered(t.netWeight, 398, 164, hex('#495057'), fitting(t.netWeight, 2));
  c.textCentered(weight, 398, 188, hex('#212529'), fitting(weight, 3));

  // Barcode-like bars from the SKU and lot.
  const bits = hashString(`${product.sku}${lot}`);
  let x = 336;
  for (let i = 0; x < 460; i++) {
    const w = 1 + (((bits >> (i % 29)) & 3) % 3);
    if (i % 2 === 0) c.fillRect(x, 232, w, 42, hex('#000000'));
    x += w;
  }
  c.textCentered(`${product.sku.replace('-', '')}${lot}`, 398, 278, hex('#212529'), 1);
  c.text(`${t.lot} ${lot} - ${market.name}`, 20, 298, hex('#6c757d'), 1);
  return c;
}

/** A photo-like picture of a sack with its label, on a pallet in a warehouse. */
function labelPhoto(
  product: Product,
  market: Market,
  lot: string,
): { width: number; height: number; draw: (x: number, y: number) => Rgb } {
  const t = T[market.lang];
  const colour = productColour(product.sku);
  const width = 480;
  const height = 320;
  const c = new Canvas(width, height);
  const wallTop = hex('#d8d2c4');
  const wallBottom = hex('#b9b2a3');
  for (let y = 0; y < 232; y++) c.fillRect(0, y, width, 1, mix(wallTop, wallBottom, y / 232));
  for (let y = 232; y < height; y++)
    c.fillRect(0, y, width, 1, mix(hex('#8d6e4a'), hex('#5d4630'), (y - 232) / 88));
  for (let y = 244; y < height; y += 18) c.fillRect(0, y, width, 2, hex('#4e3b28'), 0.35);
  c.fillEllipse(240, 270, 150, 18, hex('#000000'), 0.3);
  c.fillRect(92, 246, 296, 20, hex('#a1805a'));
  c.fillRect(92, 262, 296, 6, hex('#6f5439'));
  // The sack with side shading.
  c.fillPolygon(
    [
      [140, 40],
      [340, 40],
      [356, 246],
      [124, 246],
    ],
    colour,
  );
  for (let x = 124; x < 356; x++) {
    const shade = Math.abs(x - 240) / 116;
    c.fillRect(x, 40, 1, 206, hex('#000000'), 0.28 * shade * shade);
  }
  c.fillRect(140, 40, 200, 14, mix(colour, [0, 0, 0], 0.35));
  c.fillRect(176, 86, 128, 122, [250, 250, 246]);
  c.fillRect(176, 86, 128, 18, mix(colour, [255, 255, 255], 0.2));
  c.text('AN NUTRITION', 182, 92, [255, 255, 255], 1);
  pixelLines(product.name[market.lang], 20)
    .slice(0, 3)
    .forEach((line, i) => c.text(line, 182, 112 + i * 11, hex('#212529'), 1));
  c.text(`${t.netWeight} ${weightText(product, market)}`, 182, 150, hex('#212529'), 1);
  c.text(`${product.sku} ${t.lot} ${lot}`, 182, 164, hex('#495057'), 1);
  for (let i = 0; i < 22; i++) c.fillRect(184 + i * 5, 180, 1 + (i % 3), 20, hex('#000000'));
  // Light from the top left, a vignette and sensor noise make it look photographed.
  const seed = hashString(`${product.sku}:${lot}`);
  return {
    width,
    height,
    draw: (x, y) => {
      const [r, g, b] = c.get(x, y);
      const dx = (x - 170) / width;
      const dy = (y - 110) / height;
      const light = 1.08 - 0.55 * (dx * dx + dy * dy);
      const n = ((Math.imul(seed ^ (x * 73856093) ^ (y * 19349663), 0x9e3779b1) >>> 24) - 128) / 32;
      return [r * light + n, g * light + n, b * light + n];
    },
  };
}

/** A scanned ISO 22000 certificate: a bordered page with text in the pixel font, a seal, a slight tilt. */
function certificateScan(
  market: Market,
  validUntil: Date,
  number: string,
): { width: number; height: number; draw: (x: number, y: number) => Rgb } {
  const t = T[market.lang];
  const width = 340;
  const height = 440;
  const ink = hex('#1f2a44');
  const paper = hex('#fbf9f3');
  const c = new Canvas(width, height, paper);
  c.strokeRect(14, 14, width - 28, height - 28, hex('#9a7b2f'), 3);
  c.strokeRect(20, 20, width - 40, height - 40, hex('#9a7b2f'), 1);
  const [title, system, certify, assessed, requirements, valid, no] = t.certificate;
  c.textCentered(title, width / 2, 44, ink, 3);
  c.textCentered(system, width / 2, 74, hex('#495057'), 1);
  c.textCentered(certify, width / 2, 108, ink, 1);
  c.textCentered('AN NUTRITION', width / 2, 124, ink, 3);
  c.textCentered(market.name, width / 2, 152, ink, 2);
  c.textCentered(assessed, width / 2, 180, ink, 1);
  c.textCentered(requirements, width / 2, 194, ink, 1);
  c.textCentered('ISO 22000:2018', width / 2, 214, ink, 3);
  c.textCentered(`${valid}: ${showDate(validUntil, market.lang)}`, width / 2, 252, ink, 1);
  c.textCentered(`${no} ${number}`, width / 2, 266, ink, 1);
  c.fillEllipse(92, 340, 40, 40, hex('#9a7b2f'));
  c.fillEllipse(92, 340, 32, 32, hex('#c9a74a'));
  c.textCentered('ISO', 92, 330, paper, 2);
  c.textCentered('22000', 92, 346, paper, 1);
  for (let i = 0; i < 60; i++) {
    const x = 190 + i * 1.8;
    c.fillRect(x, 346 + Math.sin(i / 4) * 8 + Math.sin(i / 1.7) * 3, 2, 2, hex('#1a237e'));
  }
  c.fillRect(180, 364, 130, 1, ink);
  // Scanner look: a 0.8 degree tilt, a grey margin and paper grain.
  const angle = (0.8 * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const scanner = hex('#6b6b6b');
  return {
    width,
    height,
    draw: (x, y) => {
      const u = Math.round((x - width / 2) * cos + (y - height / 2) * sin + width / 2 + 3);
      const v = Math.round(-(x - width / 2) * sin + (y - height / 2) * cos + height / 2 + 2);
      if (u < 0 || v < 0 || u >= width || v >= height) return scanner;
      const grain = ((Math.imul((x * 92821) ^ (y * 68917), 0x85ebca6b) >>> 25) - 64) / 16;
      const [r, g, b] = c.get(u, v);
      return [r + grain, g + grain, b + grain - 2];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Seeding

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  mp4: 'video/mp4',
};
const EXTENSION: Record<FileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  tiff: 'tif',
  mp4: 'mp4',
};

/** One row of the documents table before insertion. */
export interface DocumentRow {
  id: string;
  account_id: string | null;
  market: string;
  title: string;
  doc_type: 'pricelist' | 'brochure' | 'label' | 'certificate' | 'video';
  file_type: FileKind;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  content: Buffer;
  thumbnail: Buffer;
  published_at: string;
}

export const DOCUMENT_COLUMNS = [
  'id',
  'account_id',
  'market',
  'title',
  'doc_type',
  'file_type',
  'file_name',
  'mime_type',
  'size_bytes',
  'content',
  'thumbnail',
  'published_at',
] as const;

/** Accounts per market that get their own price lists. */
export const ACCOUNTS_WITH_PRICE_LISTS = 3;

function documentRow(
  id: string,
  market: string,
  accountId: string | null,
  docType: DocumentRow['doc_type'],
  kind: FileKind,
  title: string,
  fileBase: string,
  content: Buffer,
  publishedAt: Date,
): DocumentRow {
  return {
    id,
    account_id: accountId,
    market,
    title,
    doc_type: docType,
    file_type: kind,
    file_name: `${slug(fileBase)}.${EXTENSION[kind]}`,
    mime_type: MIME[kind],
    size_bytes: content.length,
    content,
    thumbnail: thumbnailPng(kind, title),
    published_at: isoDate(publishedAt),
  };
}

/** Builds the market-wide documents of one market (no database access). */
export function marketDocuments(code: string, today: Date): DocumentRow[] {
  const market = MARKETS[code];
  if (!market) throw new Error(`unknown market ${code}`);
  const t = T[market.lang];
  const random = prng(SEED ^ hashString(code));
  const pick = <X>(items: readonly X[]): X => items[Math.floor(random() * items.length)] as X;
  let n = 0;
  const nextId = () => `doc-${code}-${String(++n).padStart(4, '0')}`;
  const rows: DocumentRow[] = [];
  const month = firstOfMonth(today);
  const previous = firstOfMonth(today, -1);
  const endOf = (d: Date) => addDays(firstOfMonth(d, 1), -1);

  for (const group of ['monogastric', 'ruminant', 'specialty'] as const) {
    const id = nextId();
    const title = `${t.priceList} \u2014 ${t.groups[group]} \u2014 ${monthTitle(month, market.lang)}`;
    const pdf = priceListPdf(
      market,
      title,
      CATALOGUE.filter((x) => x.group === group),
      month,
      endOf(month),
      id,
    );
    rows.push(
      documentRow(
        id,
        code,
        null,
        'pricelist',
        'pdf',
        title,
        `${t.priceList} ${t.groups[group]} ${isoDate(month).slice(0, 7)}`,
        pdf,
        month,
      ),
    );
  }
  {
    const id = nextId();
    const title = `${t.priceList} \u2014 ${t.groups.all} \u2014 ${monthTitle(previous, market.lang)}`;
    const pdf = priceListPdf(market, title, CATALOGUE, previous, endOf(previous), id);
    rows.push(
      documentRow(
        id,
        code,
        null,
        'pricelist',
        'pdf',
        title,
        `${t.priceList} ${t.groups.all} ${isoDate(previous).slice(0, 7)}`,
        pdf,
        previous,
      ),
    );
  }

  const guideGroup = pick(['monogastric', 'ruminant', 'specialty'] as const);
  {
    const id = nextId();
    const title = t.guideTitle(t.groups[guideGroup]);
    rows.push(
      documentRow(
        id,
        code,
        null,
        'brochure',
        'pdf',
        title,
        title,
        productGuidePdf(market, guideGroup, id),
        addDays(today, -(20 + Math.floor(random() * 160))),
      ),
    );
  }
  {
    const id = nextId();
    rows.push(
      documentRow(
        id,
        code,
        null,
        'brochure',
        'pdf',
        t.quickTitle,
        t.quickTitle,
        quickStartPdf(market, id),
        addDays(today, -(30 + Math.floor(random() * 200))),
      ),
    );
  }

  // Four different products for the labels, picked deterministically.
  const pool = [...CATALOGUE];
  const labelled: Product[] = [];
  while (labelled.length < 4)
    labelled.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as Product);
  labelled.forEach((product, i) => {
    const id = nextId();
    const lot = `${String(today.getUTCFullYear()).slice(2)}${String(100 + Math.floor(random() * 265)).padStart(3, '0')}${i}`;
    const published = addDays(today, -(5 + Math.floor(random() * 120)));
    if (i < 2) {
      const title = t.labelTitle(product.name[market.lang]);
      const png = createPng(labelCanvas(product, market, lot).spec());
      rows.push(
        documentRow(
          id,
          code,
          null,
          'label',
          'png',
          title,
          `${product.sku} ${title}`,
          png,
          published,
        ),
      );
    } else {
      const title = t.photoTitle(product.name[market.lang]);
      const jpeg = createJpeg({
        ...labelPhoto(product, market, lot),
        quality: 80,
        comment: `${product.sku} ${lot}`,
      });
      rows.push(
        documentRow(
          id,
          code,
          null,
          'label',
          'jpeg',
          title,
          `${product.sku} ${title}`,
          jpeg,
          published,
        ),
      );
    }
  });

  {
    const id = nextId();
    const issued = addDays(today, -(60 + Math.floor(random() * 240)));
    const number = `AN-${code.toUpperCase()}-${1000 + Math.floor(random() * 9000)}`;
    const tiff = createTiff({
      ...certificateScan(market, addDays(issued, 3 * 365), number),
      dpi: 40,
      description: `${number} ISO 22000`,
    });
    rows.push(
      documentRow(
        id,
        code,
        null,
        'certificate',
        'tiff',
        t.certificateTitle,
        `${t.certificateTitle} ${number}`,
        tiff,
        issued,
      ),
    );
  }
  {
    const id = nextId();
    rows.push(
      documentRow(
        id,
        code,
        null,
        'video',
        'mp4',
        t.videoTitle,
        t.videoTitle,
        demoVideo(),
        addDays(today, -45),
      ),
    );
  }
  return rows;
}

/** Builds the price lists of one account (current and previous month; no database access). */
export function accountDocuments(account: AccountRow, today: Date): DocumentRow[] {
  const market = MARKETS[account.region];
  if (!market) return [];
  const t = T[market.lang];
  return [firstOfMonth(today), firstOfMonth(today, -1)].map((from) => {
    const id = `doc-${account.id}-${isoDate(from).slice(0, 7)}`;
    const title = `${t.priceList} \u2014 ${account.fullname} \u2014 ${monthTitle(from, market.lang)}`;
    const to = addDays(firstOfMonth(from, 1), -1);
    const pdf = accountPriceListPdf(market, account, title, from, to, id);
    return documentRow(
      id,
      account.region,
      account.id,
      'pricelist',
      'pdf',
      title,
      `${t.priceList} ${account.sold_to_code} ${isoDate(from).slice(0, 7)}`,
      pdf,
      from,
    );
  });
}

/**
 * The demo documents, one table per market (each a few megabytes of files, so the API inserts
 * them a market at a time): every market's documents, and price lists for the first
 * {@link ACCOUNTS_WITH_PRICE_LISTS} accounts of each market in `accounts`, which come in id order
 * (as the database sorts them).
 */
export function documentTables(today: Date, accounts: readonly AccountRow[]): Table[] {
  const day = utcDay(today);
  return Object.keys(MARKETS).map((code) => {
    const rows = marketDocuments(code, day);
    for (const account of accounts
      .filter((a) => a.region === code)
      .slice(0, ACCOUNTS_WITH_PRICE_LISTS)) {
      rows.push(...accountDocuments(account, day));
    }
    return {
      name: 'documents',
      columns: DOCUMENT_COLUMNS,
      rows: rows.map((row) => DOCUMENT_COLUMNS.map((column) => row[column])),
    };
  });
}
