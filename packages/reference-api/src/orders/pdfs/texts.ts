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

const BY_LANGUAGE: Readonly<Record<Exclude<Lang, 'ko'>, Texts>> = {
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
};

// Korean documents read in English until their Korean texts are written (decisions.md, issue 14).
export const TEXTS: Readonly<Record<Lang, Texts>> = { ...BY_LANGUAGE, ko: BY_LANGUAGE.en };
