/**
 * Reference data of support cases (ordering.md §2 screen 13, §3 Complaint case payload, §4
 * Complaint form): the complaint categories of a feed supplier with their sub-categories, the
 * units a product line is counted in, the complaint desk's routing code and the customer-service
 * contact of each market, in the three interface languages. Kept in code, not in the database:
 * it is configuration that ships with the API, and a change reaches every database at once.
 */
import type { Language } from '@anp/rules';
import { MARKETS, type MarketCode } from '../markets';

export type Texts = Readonly<Record<Language, string>>;
// Korean is the fourth argument; a label without one reads in English on Korean pages (issue 14).
const txt = (en: string, es: string, pt: string, ko = en): Texts => ({ en, es, pt, ko });

export interface CaseSubCategorySpec {
  code: string;
  label: Texts;
  /** Only in these markets (all when absent). */
  markets?: readonly MarketCode[];
}

export interface CaseCategorySpec {
  code: string;
  label: Texts;
  subCategories: readonly CaseSubCategorySpec[];
}

/**
 * Complaint categories. Codes are stable (they are stored on the case); labels follow the
 * request's language. A market-only sub-category covers a document or delivery form that exists
 * only there (Mexico's CFDI, Brazil's boleto, Korea's bulk deliveries into farm silos).
 */
export const CASE_CATEGORIES: readonly CaseCategorySpec[] = [
  {
    code: 'quality',
    label: txt('Product quality', 'Calidad del producto', 'Qualidade do produto'),
    subCategories: [
      {
        code: 'foreign-material',
        label: txt(
          'Foreign material in the feed',
          'Material extraño en el alimento',
          'Material estranho na ração',
        ),
      },
      {
        code: 'mold-moisture',
        label: txt(
          'Mold, caking or moisture',
          'Moho, apelmazamiento o humedad',
          'Mofo, empedramento ou umidade',
        ),
      },
      {
        code: 'pellet-fines',
        label: txt(
          'Poor pellet quality or too many fines',
          'Pellet de mala calidad o exceso de finos',
          'Pélete de baixa qualidade ou excesso de finos',
        ),
      },
      {
        code: 'smell-color',
        label: txt('Unusual smell or color', 'Olor o color anormal', 'Cheiro ou cor anormal'),
      },
      {
        code: 'performance',
        label: txt(
          'Animal performance or feed refusal',
          'Desempeño animal o rechazo del alimento',
          'Desempenho animal ou rejeição da ração',
        ),
      },
    ],
  },
  {
    code: 'delivery',
    label: txt('Delivery and pickup', 'Entrega y retiro', 'Entrega e retirada'),
    subCategories: [
      {
        code: 'late',
        label: txt(
          'Late or missed delivery',
          'Entrega tardía o no realizada',
          'Entrega atrasada ou não realizada',
        ),
      },
      {
        code: 'short-over',
        label: txt(
          'Short or over shipment',
          'Faltante o sobrante en la entrega',
          'Falta ou sobra na entrega',
        ),
      },
      {
        code: 'wrong-product',
        label: txt(
          'Wrong product delivered',
          'Se entregó otro producto',
          'Produto errado entregue',
        ),
      },
      {
        code: 'driver-unloading',
        label: txt(
          'Driver or unloading issue',
          'Problema con el conductor o la descarga',
          'Problema com o motorista ou a descarga',
        ),
      },
      {
        code: 'bulk-silo',
        label: txt(
          'Bulk feed unloaded into the wrong silo',
          'Alimento a granel descargado en otro silo',
          'Ração a granel descarregada no silo errado',
        ),
        markets: ['kr'],
      },
    ],
  },
  {
    code: 'packaging',
    label: txt('Packaging', 'Empaque', 'Embalagem'),
    subCategories: [
      {
        code: 'torn-bags',
        label: txt('Torn or broken bags', 'Sacos rotos', 'Sacos rasgados ou furados'),
      },
      {
        code: 'label',
        label: txt(
          'Missing or wrong label',
          'Etiqueta faltante o incorrecta',
          'Etiqueta ausente ou incorreta',
        ),
      },
      {
        code: 'underweight',
        label: txt(
          'Bags weigh less than the label says',
          'Los sacos pesan menos de lo indicado',
          'Os sacos pesam menos que o indicado',
        ),
      },
      {
        code: 'pallet-wrap',
        label: txt(
          'Damaged pallet or stretch wrap',
          'Pallet o película de embalaje dañados',
          'Palete ou filme stretch danificado',
        ),
      },
    ],
  },
  {
    code: 'documents',
    label: txt('Invoice and documents', 'Factura y documentos', 'Fatura e documentos'),
    subCategories: [
      {
        code: 'price',
        label: txt(
          'Wrong price or discount',
          'Precio o descuento incorrecto',
          'Preço ou desconto incorreto',
        ),
      },
      {
        code: 'invoiced-quantity',
        label: txt(
          'Invoiced quantity differs from the delivery',
          'La cantidad facturada no coincide con la entrega',
          'A quantidade faturada difere da entregue',
        ),
      },
      {
        code: 'missing-document',
        label: txt(
          'Missing invoice, packing list or certificate',
          'Falta la factura, la lista de empaque o el certificado',
          'Falta a fatura, o romaneio ou o certificado',
        ),
      },
      {
        code: 'tax-data',
        label: txt('Wrong tax details', 'Datos fiscales incorrectos', 'Dados fiscais incorretos'),
      },
      {
        code: 'cfdi',
        label: txt(
          'CFDI electronic invoice',
          'CFDI (factura electrónica)',
          'CFDI (fatura eletrônica)',
        ),
        markets: ['mx'],
      },
      {
        code: 'boleto',
        label: txt('Boleto or nota fiscal', 'Boleto o nota fiscal', 'Boleto ou nota fiscal'),
        markets: ['br'],
      },
    ],
  },
  {
    code: 'service',
    label: txt('Customer service', 'Atención al cliente', 'Atendimento ao cliente'),
    subCategories: [
      {
        code: 'ordering',
        label: txt(
          'Problem placing an order',
          'Problema al hacer un pedido',
          'Problema ao fazer um pedido',
        ),
      },
      {
        code: 'no-answer',
        label: txt(
          'No answer to an earlier request',
          'Sin respuesta a una solicitud anterior',
          'Sem resposta a uma solicitação anterior',
        ),
      },
      {
        code: 'technical-advice',
        label: txt(
          'Technical or nutrition advice',
          'Asesoría técnica o nutricional',
          'Assessoria técnica ou nutricional',
        ),
      },
      { code: 'other', label: txt('Something else', 'Otro asunto', 'Outro assunto') },
    ],
  },
];

/** The categories of a market: market-only sub-categories elsewhere are left out. */
export function categoriesOf(market: MarketCode): {
  code: string;
  label: Texts;
  subCategories: { code: string; label: Texts }[];
}[] {
  return CASE_CATEGORIES.map((c) => ({
    code: c.code,
    label: c.label,
    subCategories: c.subCategories
      .filter((s) => !s.markets || s.markets.includes(market))
      .map((s) => ({ code: s.code, label: s.label })),
  }));
}

/** The category and sub-category labels of a known pair in a market, else null. */
export function categoryPair(
  market: MarketCode,
  category: string,
  subCategory: string,
): { category: Texts; subCategory: Texts } | null {
  const found = categoriesOf(market).find((c) => c.code === category);
  const sub = found?.subCategories.find((s) => s.code === subCategory);
  return found && sub ? { category: found.label, subCategory: sub.label } : null;
}

/** The routing code of the market's complaint desk (sent back as the payload's mailToCode). */
export function mailToCodeOf(market: MarketCode): string {
  return `CASES-${MARKETS[market].salesOrg}`;
}

/** Opening hours of each market's customer service, in local time. */
const SUPPORT_HOURS: Readonly<Record<MarketCode, Texts>> = {
  us: txt(
    'Monday to Friday, 7:00 a.m. to 6:00 p.m. Central Time',
    'De lunes a viernes, de 7:00 a 18:00, hora del Centro de EE. UU.',
    'De segunda a sexta, das 7h às 18h, horário central dos EUA',
  ),
  canada: txt(
    'Monday to Friday, 7:30 a.m. to 5:00 p.m. Central Time',
    'De lunes a viernes, de 7:30 a 17:00, hora del Centro de Canadá',
    'De segunda a sexta, das 7h30 às 17h, horário central do Canadá',
  ),
  mx: txt(
    'Monday to Friday 8:00 a.m. to 6:00 p.m., Saturday 8:00 a.m. to 1:00 p.m. (Mexico City time)',
    'Lunes a viernes de 8:00 a 18:00 y sábados de 8:00 a 13:00 (hora de la Ciudad de México)',
    'Segunda a sexta das 8h às 18h e sábado das 8h às 13h (horário da Cidade do México)',
  ),
  br: txt(
    'Monday to Friday, 8:00 a.m. to 5:30 p.m. (Brasília time)',
    'De lunes a viernes, de 8:00 a 17:30 (hora de Brasilia)',
    'De segunda a sexta, das 8h às 17h30 (horário de Brasília)',
  ),
  kr: txt(
    'Monday to Friday, 9:00 a.m. to 6:00 p.m. (Korea time)',
    'De lunes a viernes, de 9:00 a 18:00 (hora de Corea)',
    'De segunda a sexta, das 9h às 18h (horário da Coreia)',
  ),
  cr: txt(
    'Monday to Friday, 7:00 a.m. to 5:00 p.m.',
    'De lunes a viernes, de 7:00 a 17:00',
    'De segunda a sexta, das 7h às 17h',
  ),
  hn: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
  ),
  ni: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
  ),
  pe: txt(
    'Monday to Friday, 8:00 a.m. to 6:00 p.m. (Lima time)',
    'De lunes a viernes, de 8:00 a 18:00 (hora de Lima)',
    'De segunda a sexta, das 8h às 18h (horário de Lima)',
  ),
  co: txt(
    'Monday to Friday, 7:30 a.m. to 5:30 p.m. (Bogotá time)',
    'De lunes a viernes, de 7:30 a 17:30 (hora de Bogotá)',
    'De segunda a sexta, das 7h30 às 17h30 (horário de Bogotá)',
  ),
  gt: txt(
    'Monday to Friday 7:00 a.m. to 5:00 p.m., Saturday 7:00 a.m. to noon',
    'Lunes a viernes de 7:00 a 17:00 y sábados de 7:00 a 12:00',
    'Segunda a sexta das 7h às 17h e sábado das 7h às 12h',
  ),
};

/** How the market's customer service is reached, in a language. */
export function contactOf(
  market: MarketCode,
  lang: Language,
): { phone: string; email: string; hours: string } {
  return {
    phone: MARKETS[market].supportPhone,
    email: `support.${market}@demo.test`,
    hours: SUPPORT_HOURS[market][lang],
  };
}

/** A unit a complaint line's quantity is counted in. */
export interface UnitSpec {
  code: string;
  label: Texts;
}

const UNIT: Readonly<Record<string, Texts>> = {
  bag: txt('Bags', 'Sacos', 'Sacos'),
  box: txt('Boxes', 'Cajas', 'Caixas'),
  each: txt('Units (each)', 'Piezas', 'Unidades'),
  tote: txt('Totes (big bags)', 'Súper sacos (big bags)', 'Big bags'),
  lb: txt('Pounds (lb)', 'Libras (lb)', 'Libras (lb)'),
  kg: txt('Kilograms (kg)', 'Kilogramos (kg)', 'Quilos (kg)'),
  qq: txt('Quintals (qq)', 'Quintales (qq)', 'Quintais (qq)'),
  ton: txt('Short tons (2,000 lb)', 'Toneladas cortas (2,000 lb)', 'Toneladas curtas (2.000 lb)'),
  t: txt('Metric tons (t)', 'Toneladas métricas (t)', 'Toneladas métricas (t)'),
};

/**
 * The units of a market, in the order the form offers them: packages first, then the market's
 * weight unit (ordering.md §1: quintal in hn, ni and gt; kg in co, pe, cr and mx; lb elsewhere)
 * and its ton.
 */
export function unitsOf(market: MarketCode): UnitSpec[] {
  const weight = MARKETS[market].weightUnit;
  const codes =
    weight === 'lb'
      ? ['bag', 'box', 'each', 'tote', 'lb', 'ton']
      : weight === 'kg'
        ? ['bag', 'box', 'each', 'tote', 'kg', 't']
        : ['bag', 'box', 'each', 'tote', 'qq', 'kg', 't'];
  return codes.map((code) => ({ code, label: UNIT[code] ?? txt(code, code, code) }));
}
