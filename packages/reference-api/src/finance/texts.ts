/**
 * The words of the finance files and server-made lines (statement PDF and XLSX, boleto PDF, the
 * lines of memos and payments) in the portal's languages. Kept as data: the server renders them
 * as text, never markup.
 */
import type { ArItemType, AgeingBucket, BoletoStatus } from '@anp/contract';
import type { Lang } from '../accounts/caller';

export interface FinanceTexts {
  itemType: Record<ArItemType, string>;
  bucket: Record<AgeingBucket, string>;
  boletoStatus: Record<BoletoStatus, string>;
  lineOf: Record<Exclude<ArItemType, 'invoice'> | 'invoice' | 'tax', string>;
  statementTitle: string;
  statementSubtitle: (account: string, from: string, to: string) => string;
  asOf: (date: string) => string;
  soldTo: string;
  currency: string;
  creditLimit: string;
  availableCredit: string;
  balance: string;
  current: string;
  pastDue: string;
  ageing: string;
  items: string;
  noItems: string;
  columns: {
    document: string;
    type: string;
    documentDate: string;
    dueDate: string;
    daysPastDue: string;
    bucket: string;
    reference: string;
    amount: string;
    openAmount: string;
  };
  total: string;
  statementNote: string;
  boletoTitle: (invoice: string) => string;
  bank: string;
  boletoId: string;
  installmentLabel: string;
  installment: (n: number, of: number) => string;
  issueDate: string;
  status: string;
  payer: string;
  beneficiary: string;
  agencyAccount: string;
  digitableLine: string;
  barcode: string;
  boletoNote: string;
}

const en: FinanceTexts = {
  itemType: {
    invoice: 'Invoice',
    creditMemo: 'Credit memo',
    debitMemo: 'Debit memo',
    payment: 'Payment',
  },
  bucket: {
    current: 'Current',
    days1to30: '1-30 days',
    days31to60: '31-60 days',
    days61to90: '61-90 days',
    over90: 'Over 90 days',
  },
  boletoStatus: { open: 'Open', paid: 'Paid', overdue: 'Overdue', cancelled: 'Cancelled' },
  lineOf: {
    invoice: 'Feed supply',
    creditMemo: 'Price and quality claim',
    debitMemo: 'Freight and price difference',
    payment: 'Payment on account, not yet applied',
    tax: 'Tax',
  },
  statementTitle: 'Account statement',
  statementSubtitle: (account, from, to) => `${account}, ${from} to ${to}`,
  asOf: (date) => `Open items and ageing as of ${date}`,
  soldTo: 'Sold-to',
  currency: 'Currency',
  creditLimit: 'Credit limit',
  availableCredit: 'Available credit',
  balance: 'Balance',
  current: 'Current',
  pastDue: 'Past due',
  ageing: 'Ageing',
  items: 'Open items',
  noItems: 'No open items in this period.',
  columns: {
    document: 'Document',
    type: 'Type',
    documentDate: 'Document date',
    dueDate: 'Due date',
    daysPastDue: 'Days past due',
    bucket: 'Bucket',
    reference: 'Reference',
    amount: 'Amount',
    openAmount: 'Open amount',
  },
  total: 'Total',
  statementNote: 'Credits and payments are shown as negative amounts.',
  boletoTitle: (invoice) => `Boleto for invoice ${invoice}`,
  bank: 'Bank',
  boletoId: 'Our number',
  installmentLabel: 'Installment',
  installment: (n, of) => `${n} of ${of}`,
  issueDate: 'Issue date',
  status: 'Status',
  payer: 'Payer',
  beneficiary: 'Beneficiary',
  agencyAccount: 'Agency / account',
  digitableLine: 'Digitable line',
  barcode: 'Barcode',
  boletoNote: 'Pay at any bank, lottery outlet or banking app until the due date.',
};

const es: FinanceTexts = {
  itemType: {
    invoice: 'Factura',
    creditMemo: 'Nota de crédito',
    debitMemo: 'Nota de débito',
    payment: 'Pago',
  },
  bucket: {
    current: 'Al día',
    days1to30: '1-30 días',
    days31to60: '31-60 días',
    days61to90: '61-90 días',
    over90: 'Más de 90 días',
  },
  boletoStatus: { open: 'Abierto', paid: 'Pagado', overdue: 'Vencido', cancelled: 'Cancelado' },
  lineOf: {
    invoice: 'Suministro de alimento',
    creditMemo: 'Reclamo de precio y calidad',
    debitMemo: 'Flete y diferencia de precio',
    payment: 'Pago a cuenta, aún no aplicado',
    tax: 'Impuesto',
  },
  statementTitle: 'Estado de cuenta',
  statementSubtitle: (account, from, to) => `${account}, del ${from} al ${to}`,
  asOf: (date) => `Partidas abiertas y antigüedad al ${date}`,
  soldTo: 'Solicitante',
  currency: 'Moneda',
  creditLimit: 'Límite de crédito',
  availableCredit: 'Crédito disponible',
  balance: 'Saldo',
  current: 'Al día',
  pastDue: 'Vencido',
  ageing: 'Antigüedad',
  items: 'Partidas abiertas',
  noItems: 'No hay partidas abiertas en este período.',
  columns: {
    document: 'Documento',
    type: 'Tipo',
    documentDate: 'Fecha del documento',
    dueDate: 'Vencimiento',
    daysPastDue: 'Días vencidos',
    bucket: 'Tramo',
    reference: 'Referencia',
    amount: 'Importe',
    openAmount: 'Importe abierto',
  },
  total: 'Total',
  statementNote: 'Los créditos y pagos se muestran como importes negativos.',
  boletoTitle: (invoice) => `Boleto de la factura ${invoice}`,
  bank: 'Banco',
  boletoId: 'Nuestro número',
  installmentLabel: 'Cuota',
  installment: (n, of) => `${n} de ${of}`,
  issueDate: 'Fecha de emisión',
  status: 'Estado',
  payer: 'Pagador',
  beneficiary: 'Beneficiario',
  agencyAccount: 'Agencia / cuenta',
  digitableLine: 'Línea digitable',
  barcode: 'Código de barras',
  boletoNote: 'Páguelo en cualquier banco, lotería o aplicación bancaria hasta el vencimiento.',
};

const pt: FinanceTexts = {
  itemType: {
    invoice: 'Fatura',
    creditMemo: 'Nota de crédito',
    debitMemo: 'Nota de débito',
    payment: 'Pagamento',
  },
  bucket: {
    current: 'A vencer',
    days1to30: '1-30 dias',
    days31to60: '31-60 dias',
    days61to90: '61-90 dias',
    over90: 'Mais de 90 dias',
  },
  boletoStatus: { open: 'Em aberto', paid: 'Pago', overdue: 'Vencido', cancelled: 'Cancelado' },
  lineOf: {
    invoice: 'Fornecimento de ração',
    creditMemo: 'Reclamação de preço e qualidade',
    debitMemo: 'Frete e diferença de preço',
    payment: 'Pagamento antecipado, ainda não compensado',
    tax: 'Impostos',
  },
  statementTitle: 'Extrato da conta',
  statementSubtitle: (account, from, to) => `${account}, de ${from} a ${to}`,
  asOf: (date) => `Títulos em aberto e vencimentos em ${date}`,
  soldTo: 'Cliente',
  currency: 'Moeda',
  creditLimit: 'Limite de crédito',
  availableCredit: 'Crédito disponível',
  balance: 'Saldo',
  current: 'A vencer',
  pastDue: 'Vencido',
  ageing: 'Vencimentos',
  items: 'Títulos em aberto',
  noItems: 'Nenhum título em aberto neste período.',
  columns: {
    document: 'Documento',
    type: 'Tipo',
    documentDate: 'Data de emissão',
    dueDate: 'Vencimento',
    daysPastDue: 'Dias em atraso',
    bucket: 'Faixa',
    reference: 'Referência',
    amount: 'Valor',
    openAmount: 'Valor em aberto',
  },
  total: 'Total',
  statementNote: 'Créditos e pagamentos aparecem como valores negativos.',
  boletoTitle: (invoice) => `Boleto da fatura ${invoice}`,
  bank: 'Banco',
  boletoId: 'Nosso número',
  installmentLabel: 'Parcela',
  installment: (n, of) => `${n} de ${of}`,
  issueDate: 'Data de emissão',
  status: 'Situação',
  payer: 'Pagador',
  beneficiary: 'Beneficiário',
  agencyAccount: 'Agência / conta',
  digitableLine: 'Linha digitável',
  barcode: 'Código de barras',
  boletoNote: 'Pagável em qualquer banco, lotérica ou aplicativo bancário até o vencimento.',
};

const ko: FinanceTexts = {
  itemType: { invoice: '청구서', creditMemo: '대변 메모', debitMemo: '차변 메모', payment: '입금' },
  bucket: {
    current: '미도래',
    days1to30: '1-30일',
    days31to60: '31-60일',
    days61to90: '61-90일',
    over90: '90일 초과',
  },
  boletoStatus: { open: '미결', paid: '지급됨', overdue: '연체', cancelled: '취소됨' },
  lineOf: {
    invoice: '사료 공급',
    creditMemo: '가격 및 품질 클레임',
    debitMemo: '운임 및 가격 차이',
    payment: '미적용 선입금',
    tax: '세금',
  },
  statementTitle: '거래 명세서',
  statementSubtitle: (account, from, to) => `${account}, ${from} ~ ${to}`,
  asOf: (date) => `${date} 기준 미결 항목 및 연령 분석`,
  soldTo: '판매처',
  currency: '통화',
  creditLimit: '신용 한도',
  availableCredit: '사용 가능 신용',
  balance: '잔액',
  current: '미도래',
  pastDue: '연체',
  ageing: '연령 분석',
  items: '미결 항목',
  noItems: '이 기간에 미결 항목이 없습니다.',
  columns: {
    document: '문서',
    type: '유형',
    documentDate: '문서 일자',
    dueDate: '만기일',
    daysPastDue: '연체 일수',
    bucket: '구간',
    reference: '참조',
    amount: '금액',
    openAmount: '미결 금액',
  },
  total: '합계',
  statementNote: '대변과 입금은 음수 금액으로 표시됩니다.',
  boletoTitle: (invoice) => `청구서 ${invoice}의 보레투`,
  bank: '은행',
  boletoId: '고유 번호',
  installmentLabel: '회차',
  installment: (n, of) => `${of}회 중 ${n}회차`,
  issueDate: '발행일',
  status: '상태',
  payer: '지급인',
  beneficiary: '수취인',
  agencyAccount: '지점 / 계좌',
  digitableLine: '입력 번호',
  barcode: '바코드',
  boletoNote: '만기일까지 은행, 복권 판매점 또는 뱅킹 앱에서 납부하십시오.',
};

export const FINANCE_TEXTS: Readonly<Record<Lang, FinanceTexts>> = { en, es, pt, ko };
