/** The order confirmation as a plain-text e-mail, in the user's language. */
import { currencyDigits, formatDisplayDate } from '@anp/rules';
import type { OrderDetail } from '@anp/contract';
import type { Lang, OrderingUser } from '../accounts/caller';
import type { EmailKind } from './queries';

interface Texts {
  subject: (order: string) => string;
  greeting: (name: string) => string;
  altGreeting: string;
  intro: string;
  altIntro: (sender: string) => string;
  orderNumber: string;
  orderDate: string;
  account: string;
  shipMethod: string;
  delivery: string;
  pickup: string;
  shipFrom: string;
  requestedDate: string;
  requestedTime: string;
  po: string;
  note: string;
  paymentTerms: string;
  products: string;
  net: string;
  vat: string;
  total: string;
  weight: string;
  closing: string;
}

const TEXTS: Readonly<Record<Lang, Texts>> = {
  en: {
    subject: (order) => `Order confirmation ${order}`,
    greeting: (name) => `Hello ${name},`,
    altGreeting: 'Hello,',
    intro: 'Thank you for your order. Here is a summary of what we received.',
    altIntro: (sender) => `${sender} asked us to send you the confirmation of this order.`,
    orderNumber: 'Order number',
    orderDate: 'Order date',
    account: 'Account',
    shipMethod: 'Ship method',
    delivery: 'Delivery',
    pickup: 'Pickup',
    shipFrom: 'Ships from',
    requestedDate: 'Requested date',
    requestedTime: 'Pickup time',
    po: 'Purchase order',
    note: 'Delivery instructions',
    paymentTerms: 'Payment terms',
    products: 'Products',
    net: 'Net amount',
    vat: 'VAT',
    total: 'Total',
    weight: 'Total weight',
    closing: 'You can follow this order on the Orders page of the portal.',
  },
  es: {
    subject: (order) => `Confirmación del pedido ${order}`,
    greeting: (name) => `Hola, ${name}:`,
    altGreeting: 'Hola:',
    intro: 'Gracias por su pedido. Este es el resumen de lo que recibimos.',
    altIntro: (sender) => `${sender} nos pidió enviarle la confirmación de este pedido.`,
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    account: 'Cuenta',
    shipMethod: 'Método de envío',
    delivery: 'Entrega',
    pickup: 'Recolección',
    shipFrom: 'Sale de',
    requestedDate: 'Fecha solicitada',
    requestedTime: 'Hora de recolección',
    po: 'Orden de compra',
    note: 'Instrucciones de entrega',
    paymentTerms: 'Condiciones de pago',
    products: 'Productos',
    net: 'Importe neto',
    vat: 'IVA',
    total: 'Total',
    weight: 'Peso total',
    closing: 'Puede seguir este pedido en la página Pedidos del portal.',
  },
  pt: {
    subject: (order) => `Confirmação do pedido ${order}`,
    greeting: (name) => `Olá, ${name},`,
    altGreeting: 'Olá,',
    intro: 'Obrigado pelo seu pedido. Este é o resumo do que recebemos.',
    altIntro: (sender) => `${sender} pediu que enviássemos a você a confirmação deste pedido.`,
    orderNumber: 'Número do pedido',
    orderDate: 'Data do pedido',
    account: 'Conta',
    shipMethod: 'Forma de envio',
    delivery: 'Entrega',
    pickup: 'Retirada',
    shipFrom: 'Sai de',
    requestedDate: 'Data solicitada',
    requestedTime: 'Horário de retirada',
    po: 'Pedido de compra',
    note: 'Instruções de entrega',
    paymentTerms: 'Condições de pagamento',
    products: 'Produtos',
    net: 'Valor líquido',
    vat: 'Impostos',
    total: 'Total',
    weight: 'Peso total',
    closing: 'Você pode acompanhar este pedido na página Pedidos do portal.',
  },
  ko: {
    subject: (order) => `주문 확인 ${order}`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    altGreeting: '안녕하세요.',
    intro: '주문해 주셔서 감사합니다. 접수된 주문 내용을 요약해 드립니다.',
    altIntro: (sender) => `${sender} 님의 요청으로 이 주문의 확인 메일을 보내 드립니다.`,
    orderNumber: '주문 번호',
    orderDate: '주문일',
    account: '계정',
    shipMethod: '배송 방법',
    delivery: '배송',
    pickup: '직접 수령',
    shipFrom: '출고지',
    requestedDate: '희망일',
    requestedTime: '수령 시간',
    po: '구매 주문서(PO)',
    note: '배송 요청 사항',
    paymentTerms: '결제 조건',
    products: '제품',
    net: '공급가액',
    vat: '부가가치세',
    total: '합계',
    weight: '총중량',
    closing: '포털의 주문 페이지에서 이 주문의 진행 상황을 확인할 수 있습니다.',
  },
};

const PAYMENT_TERMS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: { Cash: 'Cash', Credit: 'Credit' },
  es: { Cash: 'Contado', Credit: 'Crédito' },
  pt: { Cash: 'À vista', Credit: 'A prazo' },
  ko: { Cash: '현금', Credit: '외상' },
};

/** An amount with the decimals of the account's market: whole won in Korea, as on screen. */
const moneyOf = (order: OrderDetail) => (value: number) =>
  `${value.toFixed(currencyDigits(order.account.country))} ${order.currency}`;

/**
 * The confirmation of an order as a plain-text message in the user's language: the order's
 * number, date, account, shipping, every line and the totals. Server text stays text.
 */
export function confirmationMessage(
  order: OrderDetail,
  user: Pick<OrderingUser, 'firstName' | 'lastName' | 'language'>,
  kind: EmailKind,
): { subject: string; body: string } {
  const t = TEXTS[user.language];
  const lang = user.language;
  const money = moneyOf(order);
  const date = (iso: string) => formatDisplayDate(iso, lang) || iso;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const lines = [
    kind === 'confirmation' ? t.greeting(user.firstName) : t.altGreeting,
    '',
    kind === 'confirmation' ? t.intro : t.altIntro(fullName),
    '',
    `${t.orderNumber}: ${order.orderNumber}`,
    `${t.orderDate}: ${date(order.orderDate)}`,
    `${t.account}: ${order.account.name} (${order.account.soldToCode})`,
    `${t.shipMethod}: ${order.shipMethod === 'pickup' ? t.pickup : t.delivery}`,
    `${t.shipFrom}: ${order.shippingDetails.shipFromName} (${order.shippingDetails.shipFromCode})`,
    `${t.requestedDate}: ${date(order.requestedDate)}`,
    ...(order.requestedTime ? [`${t.requestedTime}: ${order.requestedTime}`] : []),
    ...(order.po ? [`${t.po}: ${order.po}`] : []),
    ...(order.note ? [`${t.note}: ${order.note}`] : []),
    `${t.paymentTerms}: ${PAYMENT_TERMS[lang][order.paymentTerms] ?? order.paymentTerms}`,
    '',
    `${t.products}:`,
    ...order.productOrders.map(
      (l) =>
        `${l.lineNo}. ${l.title} (${l.sku}): ${l.quantity} x ${money(l.unitPrice)} = ${money(l.amount)}`,
    ),
    '',
    `${t.net}: ${money(order.netAmount)}`,
    `${t.vat}: ${money(order.vat)}`,
    `${t.total}: ${money(order.grossAmount)}`,
    `${t.weight}: ${order.totalWeight} ${order.weightUnit}`,
    '',
    t.closing,
  ];
  return { subject: t.subject(order.orderNumber), body: `${lines.join('\n')}\n` };
}
