/** Every text of the order and memo PDFs, in the interface languages. */
import type { Lang } from '../../accounts/caller';

export interface Texts {
  invoiceTitle: (number: string) => string;
  proFormaTitle: (order: string) => string;
  proFormaMark: string;
  proFormaNote: string;
  cancelledMark: string;
  cancelledInvoiceNote: string;
  packlistTitle: (order: string) => string;
  coaTitle: (order: string) => string;
  memoTitle: (type: 'credit' | 'debit', number: string) => string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  orderNumber: string;
  orderDate: string;
  po: string;
  paymentTerms: string;
  currency: string;
  soldTo: string;
  shipTo: string;
  shipFrom: string;
  pickupAt: (plant: string) => string;
  shipDate: string;
  shipMethod: string;
  delivery: string;
  pickup: string;
  truck: string;
  line: string;
  sku: string;
  product: string;
  package: string;
  quantity: string;
  unitPrice: (currency: string) => string;
  amount: (currency: string) => string;
  pallets: string;
  netWeight: (unit: string) => string;
  lot: string;
  net: string;
  vat: (rate: string) => string;
  total: string;
  grossWeight: string;
  weightNote: (unit: string, tare: string) => string;
  products: string;
  parameter: string;
  specification: string;
  result: string;
  withinSpec: string;
  yes: string;
  minimum: (value: string) => string;
  maximum: (value: string) => string;
  protein: string;
  fat: string;
  fibre: string;
  moisture: string;
  ash: string;
  lotLine: (lot: string, produced: string, plant: string) => string;
  coaConclusion: string;
  coaNote: string;
  memoNumber: string;
  memoDate: string;
  documentNumber: string;
  notIssued: string;
  status: string;
  statuses: Readonly<Record<string, string>>;
  originalInvoice: string;
  description: string;
  creditLine: (invoice: string) => string;
  debitLine: (invoice: string) => string;
  openMemoNote: string;
  cancelledMemoNote: string;
  payment: Readonly<Record<string, string>>;
  demo: string;
}

export const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    invoiceTitle: (n) => `Invoice ${n}`,
    proFormaTitle: (o) => `Pro forma invoice for order ${o}`,
    proFormaMark: 'PRO FORMA',
    proFormaNote:
      'PRO FORMA: this is not a tax invoice and cannot be used for payment or tax purposes. The invoice is issued when the order is invoiced; quantities and amounts may still change.',
    cancelledMark: 'CANCELLED',
    cancelledInvoiceNote: 'This invoice was cancelled and is no longer payable.',
    packlistTitle: (o) => `Packing list for order ${o}`,
    coaTitle: (o) => `Certificate of analysis for order ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Credit memo' : 'Debit memo'} ${n}`,
    invoiceNumber: 'Invoice number',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    po: 'Purchase order',
    paymentTerms: 'Payment terms',
    currency: 'Currency',
    soldTo: 'Sold to',
    shipTo: 'Ship to',
    shipFrom: 'Ship from',
    pickupAt: (p) => `Pickup at ${p}`,
    shipDate: 'Ship date',
    shipMethod: 'Ship method',
    delivery: 'Delivery',
    pickup: 'Pickup',
    truck: 'Truck',
    line: 'Line',
    sku: 'SKU',
    product: 'Product',
    package: 'Package',
    quantity: 'Quantity',
    unitPrice: (c) => `Unit price (${c})`,
    amount: (c) => `Amount (${c})`,
    pallets: 'Pallets',
    netWeight: (u) => `Net weight (${u})`,
    lot: 'Lot number',
    net: 'Net amount',
    vat: (r) => `VAT (${r})`,
    total: 'Total',
    grossWeight: 'Gross weight',
    weightNote: (u, t) => `Weights in ${u}. Gross weight adds ${t} ${u} per pallet.`,
    products: 'Products',
    parameter: 'Parameter',
    specification: 'Specification',
    result: 'Result',
    withinSpec: 'Within spec',
    yes: 'Yes',
    minimum: (v) => `min. ${v}`,
    maximum: (v) => `max. ${v}`,
    protein: 'Crude protein',
    fat: 'Crude fat',
    fibre: 'Crude fibre',
    moisture: 'Moisture',
    ash: 'Ash',
    lotLine: (l, d, p) => `Lot ${l}, produced ${d} at ${p}`,
    coaConclusion: 'The lot meets its specification.',
    coaNote: 'Analysed by the plant quality laboratory on a composite sample of the lot.',
    memoNumber: 'Memo number',
    memoDate: 'Memo date',
    documentNumber: 'Document number',
    notIssued: 'Not issued yet',
    status: 'Status',
    statuses: { Open: 'Open', Invoiced: 'Issued', Cancelled: 'Cancelled' },
    originalInvoice: 'Original invoice',
    description: 'Description',
    creditLine: (i) => `Credit on invoice ${i}`,
    debitLine: (i) => `Additional charge on invoice ${i}`,
    openMemoNote: 'This memo request has not been issued yet; amounts may still change.',
    cancelledMemoNote: 'This memo was cancelled and no longer applies.',
    payment: { Cash: 'Cash', Credit: 'Credit, net 30 days' },
    demo: 'AN Portal Kit demo data',
  },
  es: {
    invoiceTitle: (n) => `Factura ${n}`,
    proFormaTitle: (o) => `Factura proforma del pedido ${o}`,
    proFormaMark: 'PROFORMA',
    proFormaNote:
      'PROFORMA: este documento no es una factura fiscal y no sirve para pagos ni fines fiscales. La factura se emite al facturar el pedido; las cantidades y los importes aún pueden cambiar.',
    cancelledMark: 'CANCELADA',
    cancelledInvoiceNote: 'Esta factura fue cancelada y ya no se debe pagar.',
    packlistTitle: (o) => `Lista de empaque del pedido ${o}`,
    coaTitle: (o) => `Certificado de análisis del pedido ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Nota de crédito' : 'Nota de débito'} ${n}`,
    invoiceNumber: 'Número de factura',
    invoiceDate: 'Fecha de factura',
    dueDate: 'Fecha de vencimiento',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    po: 'Orden de compra',
    paymentTerms: 'Condiciones de pago',
    currency: 'Moneda',
    soldTo: 'Cliente',
    shipTo: 'Entregar en',
    shipFrom: 'Sale de',
    pickupAt: (p) => `Recolección en ${p}`,
    shipDate: 'Fecha de envío',
    shipMethod: 'Método de envío',
    delivery: 'Entrega',
    pickup: 'Recolección',
    truck: 'Camión',
    line: 'Línea',
    sku: 'SKU',
    product: 'Producto',
    package: 'Presentación',
    quantity: 'Cantidad',
    unitPrice: (c) => `Precio unitario (${c})`,
    amount: (c) => `Importe (${c})`,
    pallets: 'Tarimas',
    netWeight: (u) => `Peso neto (${u})`,
    lot: 'Número de lote',
    net: 'Importe neto',
    vat: (r) => `IVA (${r})`,
    total: 'Total',
    grossWeight: 'Peso bruto',
    weightNote: (u, t) => `Pesos en ${u}. El peso bruto suma ${t} ${u} por tarima.`,
    products: 'Productos',
    parameter: 'Parámetro',
    specification: 'Especificación',
    result: 'Resultado',
    withinSpec: 'Cumple',
    yes: 'Sí',
    minimum: (v) => `mín. ${v}`,
    maximum: (v) => `máx. ${v}`,
    protein: 'Proteína cruda',
    fat: 'Grasa cruda',
    fibre: 'Fibra cruda',
    moisture: 'Humedad',
    ash: 'Cenizas',
    lotLine: (l, d, p) => `Lote ${l}, producido el ${d} en ${p}`,
    coaConclusion: 'El lote cumple con su especificación.',
    coaNote:
      'Analizado por el laboratorio de calidad de la planta sobre una muestra compuesta del lote.',
    memoNumber: 'Número de nota',
    memoDate: 'Fecha de la nota',
    documentNumber: 'Número de documento',
    notIssued: 'Aún no emitida',
    status: 'Estado',
    statuses: { Open: 'Abierta', Invoiced: 'Emitida', Cancelled: 'Cancelada' },
    originalInvoice: 'Factura original',
    description: 'Descripción',
    creditLine: (i) => `Crédito sobre la factura ${i}`,
    debitLine: (i) => `Cargo adicional sobre la factura ${i}`,
    openMemoNote: 'Esta solicitud de nota aún no se ha emitido; los importes pueden cambiar.',
    cancelledMemoNote: 'Esta nota fue cancelada y ya no aplica.',
    payment: { Cash: 'Contado', Credit: 'Crédito a 30 días' },
    demo: 'Datos de demostración de AN Portal Kit',
  },
  pt: {
    invoiceTitle: (n) => `Fatura ${n}`,
    proFormaTitle: (o) => `Fatura pró-forma do pedido ${o}`,
    proFormaMark: 'PRÓ-FORMA',
    proFormaNote:
      'PRÓ-FORMA: este documento não é uma nota fiscal e não serve para pagamento nem para fins fiscais. A fatura é emitida quando o pedido é faturado; quantidades e valores ainda podem mudar.',
    cancelledMark: 'CANCELADA',
    cancelledInvoiceNote: 'Esta fatura foi cancelada e não deve mais ser paga.',
    packlistTitle: (o) => `Romaneio do pedido ${o}`,
    coaTitle: (o) => `Certificado de análise do pedido ${o}`,
    memoTitle: (t, n) => `${t === 'credit' ? 'Nota de crédito' : 'Nota de débito'} ${n}`,
    invoiceNumber: 'Número da fatura',
    invoiceDate: 'Data da fatura',
    dueDate: 'Vencimento',
    orderNumber: 'Número do pedido',
    orderDate: 'Data do pedido',
    po: 'Pedido de compra',
    paymentTerms: 'Condições de pagamento',
    currency: 'Moeda',
    soldTo: 'Cliente',
    shipTo: 'Entregar em',
    shipFrom: 'Sai de',
    pickupAt: (p) => `Retirada em ${p}`,
    shipDate: 'Data de envio',
    shipMethod: 'Forma de envio',
    delivery: 'Entrega',
    pickup: 'Retirada',
    truck: 'Caminhão',
    line: 'Item',
    sku: 'SKU',
    product: 'Produto',
    package: 'Embalagem',
    quantity: 'Quantidade',
    unitPrice: (c) => `Preço unitário (${c})`,
    amount: (c) => `Valor (${c})`,
    pallets: 'Paletes',
    netWeight: (u) => `Peso líquido (${u})`,
    lot: 'Número do lote',
    net: 'Valor líquido',
    vat: (r) => `Impostos (${r})`,
    total: 'Total',
    grossWeight: 'Peso bruto',
    weightNote: (u, t) => `Pesos em ${u}. O peso bruto soma ${t} ${u} por palete.`,
    products: 'Produtos',
    parameter: 'Parâmetro',
    specification: 'Especificação',
    result: 'Resultado',
    withinSpec: 'Conforme',
    yes: 'Sim',
    minimum: (v) => `mín. ${v}`,
    maximum: (v) => `máx. ${v}`,
    protein: 'Proteína bruta',
    fat: 'Extrato etéreo',
    fibre: 'Fibra bruta',
    moisture: 'Umidade',
    ash: 'Matéria mineral',
    lotLine: (l, d, p) => `Lote ${l}, produzido em ${d} em ${p}`,
    coaConclusion: 'O lote atende à sua especificação.',
    coaNote: 'Analisado pelo laboratório de qualidade da fábrica em uma amostra composta do lote.',
    memoNumber: 'Número da nota',
    memoDate: 'Data da nota',
    documentNumber: 'Número do documento',
    notIssued: 'Ainda não emitida',
    status: 'Situação',
    statuses: { Open: 'Aberta', Invoiced: 'Emitida', Cancelled: 'Cancelada' },
    originalInvoice: 'Fatura original',
    description: 'Descrição',
    creditLine: (i) => `Crédito sobre a fatura ${i}`,
    debitLine: (i) => `Cobrança adicional sobre a fatura ${i}`,
    openMemoNote: 'Esta solicitação de nota ainda não foi emitida; os valores ainda podem mudar.',
    cancelledMemoNote: 'Esta nota foi cancelada e não se aplica mais.',
    payment: { Cash: 'À vista', Credit: 'A prazo, 30 dias' },
    demo: 'Dados de demonstração do AN Portal Kit',
  },
  ko: {
    invoiceTitle: (n) => `송장 ${n}`,
    proFormaTitle: (o) => `주문 ${o}의 견적 송장`,
    proFormaMark: '견적 송장',
    proFormaNote:
      '견적 송장: 이 문서는 세금계산서가 아니며 대금 결제나 세무 목적으로 사용할 수 없습니다. 송장은 주문이 청구될 때 발행되며, 수량과 금액은 아직 바뀔 수 있습니다.',
    cancelledMark: '취소됨',
    cancelledInvoiceNote: '이 송장은 취소되어 더 이상 지급 대상이 아닙니다.',
    packlistTitle: (o) => `주문 ${o}의 포장 명세서`,
    coaTitle: (o) => `주문 ${o}의 성적서`,
    memoTitle: (t, n) => `${t === 'credit' ? '대변 메모' : '차변 메모'} ${n}`,
    invoiceNumber: '송장 번호',
    invoiceDate: '송장 일자',
    dueDate: '지급 기한',
    orderNumber: '주문 번호',
    orderDate: '주문일',
    po: '구매 주문서(PO)',
    paymentTerms: '결제 조건',
    currency: '통화',
    soldTo: '판매처',
    shipTo: '배송지',
    shipFrom: '출고지',
    pickupAt: (p) => `${p}에서 직접 수령`,
    shipDate: '출하일',
    shipMethod: '배송 방법',
    delivery: '배송',
    pickup: '직접 수령',
    truck: '트럭',
    line: '항목',
    sku: 'SKU',
    product: '제품',
    package: '포장 단위',
    quantity: '수량',
    unitPrice: (c) => `단가(${c})`,
    amount: (c) => `금액(${c})`,
    pallets: '팔레트',
    netWeight: (u) => `순중량(${u})`,
    lot: '로트 번호',
    net: '공급가액',
    vat: (r) => `부가가치세(${r})`,
    total: '합계',
    grossWeight: '총중량',
    weightNote: (u, t) => `중량 단위는 ${u}입니다. 총중량에는 팔레트당 ${t} ${u}이 더해집니다.`,
    products: '제품',
    parameter: '항목',
    specification: '규격',
    result: '결과',
    withinSpec: '규격 충족',
    yes: '예',
    minimum: (v) => `최소 ${v}`,
    maximum: (v) => `최대 ${v}`,
    protein: '조단백질',
    fat: '조지방',
    fibre: '조섬유',
    moisture: '수분',
    ash: '조회분',
    lotLine: (l, d, p) => `로트 ${l}, ${d} ${p}에서 생산`,
    coaConclusion: '이 로트는 규격을 충족합니다.',
    coaNote: '공장 품질 실험실에서 로트의 혼합 시료로 분석했습니다.',
    memoNumber: '메모 번호',
    memoDate: '메모 일자',
    documentNumber: '문서 번호',
    notIssued: '아직 발행되지 않음',
    status: '상태',
    statuses: { Open: '미결', Invoiced: '청구 완료', Cancelled: '취소됨' },
    originalInvoice: '원 송장',
    description: '내역',
    creditLine: (i) => `송장 ${i}에 대한 대변 처리`,
    debitLine: (i) => `송장 ${i}에 대한 추가 청구`,
    openMemoNote: '이 메모 요청은 아직 발행되지 않았으며 금액이 바뀔 수 있습니다.',
    cancelledMemoNote: '이 메모는 취소되어 더 이상 적용되지 않습니다.',
    payment: { Cash: '현금', Credit: '외상, 30일 이내' },
    demo: 'AN Portal Kit 데모 데이터',
  },
};
