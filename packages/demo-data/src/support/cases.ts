/**
 * Demo support cases (issue 7): a few submitted complaints on the selected account of the demo
 * customers, in every status, each with one or two small real files, so the support page has
 * something to show from the first sign-in. Each case is written in its market's interface
 * language and is about the account's own delivered orders (./generate.ts).
 */
import type { CaseStatus } from '@anp/contract';
import type { DocKind } from './case-files';

/** Bumped when the seeded cases change shape. */
export const SUPPORT_SEED_VERSION = '1';

export interface CaseTemplate {
  status: Exclude<CaseStatus, 'Draft'>;
  category: string;
  subCategory: string;
  subject: string;
  comment: string;
  /** About a delivered order of the account (order number and delivery date are filled in). */
  aboutOrder: boolean;
  /** Submitted this many days before the seed's day. */
  daysAgo: number;
  docs: readonly { kind: DocKind; name: string }[];
}

/** The demo users with cases, and theirs, written in their market's interface language. */
export const CASES: Readonly<Record<string, readonly CaseTemplate[]>> = {
  'u-retailer-us': [
    {
      status: 'New',
      category: 'packaging',
      subCategory: 'torn-bags',
      subject: 'Torn bags on the last delivery',
      comment:
        'Five bags arrived with the top seam split and feed spilled on the trailer floor. The driver noted it on the ticket. Please credit the damaged bags.',
      aboutOrder: true,
      daysAgo: 2,
      docs: [
        { kind: 'photo', name: 'torn-bags.png' },
        { kind: 'ticket', name: 'delivery-ticket.pdf' },
      ],
    },
    {
      status: 'In progress',
      category: 'quality',
      subCategory: 'pellet-fines',
      subject: 'Too many fines in the pellets',
      comment:
        'The last two loads have far more fines than usual; the pigs waste a lot at the feeder. Lot numbers are in the attached list.',
      aboutOrder: true,
      daysAgo: 9,
      docs: [{ kind: 'lots', name: 'lots-affected.csv' }],
    },
    {
      status: 'Resolved',
      category: 'delivery',
      subCategory: 'late',
      subject: 'Delivery a day late',
      comment:
        'The load requested for the morning arrived the next afternoon and nobody called us. We ran short of feed for one barn.',
      aboutOrder: true,
      daysAgo: 34,
      docs: [{ kind: 'ticket', name: 'delivery-ticket.pdf' }],
    },
    {
      status: 'Closed',
      category: 'documents',
      subCategory: 'price',
      subject: 'Invoice price differs from the quote',
      comment: 'The invoice shows the list price instead of the price quoted by our sales rep.',
      aboutOrder: true,
      daysAgo: 71,
      docs: [{ kind: 'ticket', name: 'invoice-marked-up.pdf' }],
    },
  ],
  'u-customer-mx': [
    {
      status: 'New',
      category: 'quality',
      subCategory: 'mold-moisture',
      subject: 'Sacos con humedad y moho',
      comment:
        'Al abrir los sacos encontramos alimento apelmazado y con moho en la parte de abajo. Separamos los sacos afectados y los tenemos en la bodega.',
      aboutOrder: true,
      daysAgo: 1,
      docs: [
        { kind: 'photo', name: 'saco-humedo.png' },
        { kind: 'lots', name: 'lotes.csv' },
      ],
    },
    {
      status: 'In progress',
      category: 'documents',
      subCategory: 'cfdi',
      subject: 'El CFDI trae un uso incorrecto',
      comment:
        'La factura electrónica del pedido trae el uso de CFDI equivocado; necesitamos que se cancele y se vuelva a emitir.',
      aboutOrder: true,
      daysAgo: 6,
      docs: [{ kind: 'ticket', name: 'factura.pdf' }],
    },
    {
      status: 'Resolved',
      category: 'delivery',
      subCategory: 'short-over',
      subject: 'Faltaron sacos en la entrega',
      comment: 'La remisión dice 40 sacos y recibimos 35. El chofer firmó la diferencia.',
      aboutOrder: true,
      daysAgo: 40,
      docs: [{ kind: 'ticket', name: 'remision.pdf' }],
    },
  ],
  'u-customer-ca': [
    {
      status: 'In progress',
      category: 'packaging',
      subCategory: 'label',
      subject: 'Bags without the feed tag',
      comment: 'Half the bags of the last delivery had no feed tag, so we cannot read the lot.',
      aboutOrder: true,
      daysAgo: 4,
      docs: [{ kind: 'photo', name: 'missing-tag.png' }],
    },
    {
      status: 'Closed',
      category: 'service',
      subCategory: 'technical-advice',
      subject: 'Ration advice for heifers',
      comment: 'We would like a nutritionist to review the heifer ration with the new mineral.',
      aboutOrder: false,
      daysAgo: 55,
      docs: [{ kind: 'ticket', name: 'current-ration.pdf' }],
    },
  ],
  'u-customer-br': [
    {
      status: 'New',
      category: 'delivery',
      subCategory: 'wrong-product',
      subject: 'Produto errado na entrega',
      comment:
        'Recebemos ração de crescimento no lugar da ração de terminação. Os sacos estão separados aguardando a troca.',
      aboutOrder: true,
      daysAgo: 3,
      docs: [{ kind: 'photo', name: 'etiqueta-saco.png' }],
    },
    {
      status: 'Resolved',
      category: 'documents',
      subCategory: 'boleto',
      subject: 'Boleto com vencimento errado',
      comment: 'O boleto veio com vencimento de 7 dias, mas nosso prazo é de 28 dias.',
      aboutOrder: true,
      daysAgo: 25,
      docs: [{ kind: 'ticket', name: 'boleto.pdf' }],
    },
  ],
  'u-customer-kr': [
    {
      status: 'In progress',
      category: 'delivery',
      subCategory: 'bulk-silo',
      subject: '벌크 사료가 1번 사일로가 아닌 2번 사일로에 하역됨',
      comment:
        '기사님이 입추 사료를 육성 사료 사일로에 하역했습니다. 사료를 빼내고 올바른 사일로에 다시 채워 주시기 바랍니다.',
      aboutOrder: true,
      daysAgo: 5,
      docs: [{ kind: 'ticket', name: '배송전표.pdf' }],
    },
  ],
};
