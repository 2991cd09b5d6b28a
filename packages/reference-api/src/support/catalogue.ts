/**
 * Reference data of support cases (ordering.md §2 screen 13, §3 Complaint case payload, §4
 * Complaint form): the complaint categories of a feed supplier with their sub-categories, the
 * units a product line is counted in, the complaint desk's routing code and the customer-service
 * contact of each market, in the four interface languages. Kept in code, not in the database:
 * it is configuration that ships with the API, and a change reaches every database at once.
 */
import { MARKETS, type MarketCode } from '../markets';

import { txt, type Texts } from './texts';

export type { Texts } from './texts';

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
    label: txt('Product quality', 'Calidad del producto', 'Qualidade do produto', '제품 품질'),
    subCategories: [
      {
        code: 'foreign-material',
        label: txt(
          'Foreign material in the feed',
          'Material extraño en el alimento',
          'Material estranho na ração',
          '사료에 이물질 혼입',
        ),
      },
      {
        code: 'mold-moisture',
        label: txt(
          'Mold, caking or moisture',
          'Moho, apelmazamiento o humedad',
          'Mofo, empedramento ou umidade',
          '곰팡이, 뭉침 또는 습기',
        ),
      },
      {
        code: 'pellet-fines',
        label: txt(
          'Poor pellet quality or too many fines',
          'Pellet de mala calidad o exceso de finos',
          'Pélete de baixa qualidade ou excesso de finos',
          '펠릿 품질 불량 또는 분말 과다',
        ),
      },
      {
        code: 'smell-color',
        label: txt(
          'Unusual smell or color',
          'Olor o color anormal',
          'Cheiro ou cor anormal',
          '평소와 다른 냄새나 색',
        ),
      },
      {
        code: 'performance',
        label: txt(
          'Animal performance or feed refusal',
          'Desempeño animal o rechazo del alimento',
          'Desempenho animal ou rejeição da ração',
          '가축 성적 저하 또는 사료 거부',
        ),
      },
    ],
  },
  {
    code: 'delivery',
    label: txt(
      'Delivery and pickup',
      'Entrega y retiro',
      'Entrega e retirada',
      '배송 및 직접 수령',
    ),
    subCategories: [
      {
        code: 'late',
        label: txt(
          'Late or missed delivery',
          'Entrega tardía o no realizada',
          'Entrega atrasada ou não realizada',
          '배송 지연 또는 미배송',
        ),
      },
      {
        code: 'short-over',
        label: txt(
          'Short or over shipment',
          'Faltante o sobrante en la entrega',
          'Falta ou sobra na entrega',
          '수량 부족 또는 초과 출하',
        ),
      },
      {
        code: 'wrong-product',
        label: txt(
          'Wrong product delivered',
          'Se entregó otro producto',
          'Produto errado entregue',
          '다른 제품 배송',
        ),
      },
      {
        code: 'driver-unloading',
        label: txt(
          'Driver or unloading issue',
          'Problema con el conductor o la descarga',
          'Problema com o motorista ou a descarga',
          '기사 또는 하역 관련 문제',
        ),
      },
      {
        code: 'bulk-silo',
        label: txt(
          'Bulk feed unloaded into the wrong silo',
          'Alimento a granel descargado en otro silo',
          'Ração a granel descarregada no silo errado',
          '벌크 사료가 다른 사일로에 하역됨',
        ),
        markets: ['kr'],
      },
    ],
  },
  {
    code: 'packaging',
    label: txt('Packaging', 'Empaque', 'Embalagem', '포장'),
    subCategories: [
      {
        code: 'torn-bags',
        label: txt(
          'Torn or broken bags',
          'Sacos rotos',
          'Sacos rasgados ou furados',
          '포대 찢어짐 또는 파손',
        ),
      },
      {
        code: 'label',
        label: txt(
          'Missing or wrong label',
          'Etiqueta faltante o incorrecta',
          'Etiqueta ausente ou incorreta',
          '라벨 누락 또는 오류',
        ),
      },
      {
        code: 'underweight',
        label: txt(
          'Bags weigh less than the label says',
          'Los sacos pesan menos de lo indicado',
          'Os sacos pesam menos que o indicado',
          '포대 중량이 표시 중량보다 적음',
        ),
      },
      {
        code: 'pallet-wrap',
        label: txt(
          'Damaged pallet or stretch wrap',
          'Pallet o película de embalaje dañados',
          'Palete ou filme stretch danificado',
          '팔레트 또는 랩 포장 파손',
        ),
      },
    ],
  },
  {
    code: 'documents',
    label: txt(
      'Invoice and documents',
      'Factura y documentos',
      'Fatura e documentos',
      '송장 및 문서',
    ),
    subCategories: [
      {
        code: 'price',
        label: txt(
          'Wrong price or discount',
          'Precio o descuento incorrecto',
          'Preço ou desconto incorreto',
          '가격 또는 할인 오류',
        ),
      },
      {
        code: 'invoiced-quantity',
        label: txt(
          'Invoiced quantity differs from the delivery',
          'La cantidad facturada no coincide con la entrega',
          'A quantidade faturada difere da entregue',
          '청구 수량이 배송 수량과 다름',
        ),
      },
      {
        code: 'missing-document',
        label: txt(
          'Missing invoice, packing list or certificate',
          'Falta la factura, la lista de empaque o el certificado',
          'Falta a fatura, o romaneio ou o certificado',
          '송장, 포장 명세서 또는 성적서 누락',
        ),
      },
      {
        code: 'tax-data',
        label: txt(
          'Wrong tax details',
          'Datos fiscales incorrectos',
          'Dados fiscais incorretos',
          '세금 정보 오류',
        ),
      },
      {
        code: 'cfdi',
        label: txt(
          'CFDI electronic invoice',
          'CFDI (factura electrónica)',
          'CFDI (fatura eletrônica)',
          'CFDI 전자 송장',
        ),
        markets: ['mx'],
      },
      {
        code: 'boleto',
        label: txt(
          'Boleto or nota fiscal',
          'Boleto o nota fiscal',
          'Boleto ou nota fiscal',
          '보레토 또는 노타 피스칼',
        ),
        markets: ['br'],
      },
    ],
  },
  {
    code: 'service',
    label: txt('Customer service', 'Atención al cliente', 'Atendimento ao cliente', '고객 서비스'),
    subCategories: [
      {
        code: 'ordering',
        label: txt(
          'Problem placing an order',
          'Problema al hacer un pedido',
          'Problema ao fazer um pedido',
          '주문 접수 중 문제',
        ),
      },
      {
        code: 'no-answer',
        label: txt(
          'No answer to an earlier request',
          'Sin respuesta a una solicitud anterior',
          'Sem resposta a uma solicitação anterior',
          '이전 요청에 대한 답변 없음',
        ),
      },
      {
        code: 'technical-advice',
        label: txt(
          'Technical or nutrition advice',
          'Asesoría técnica o nutricional',
          'Assessoria técnica ou nutricional',
          '기술 또는 영양 상담',
        ),
      },
      { code: 'other', label: txt('Something else', 'Otro asunto', 'Outro assunto', '기타') },
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

export { contactOf, unitsOf, type UnitSpec } from './contacts';
