/**
 * The words of the reports (titles, descriptions, series and category names) in the portal's
 * languages. Kept as data: the server sends them as text and the kit renders them as text.
 */
import type { AgeingBucket, NativeReportId } from '@anp/contract';
import type { Lang } from '../accounts/caller';

export interface ReportTexts {
  title: Record<NativeReportId | 'embed', string>;
  description: Record<NativeReportId | 'embed', string>;
  month: string;
  category: string;
  status: string;
  bucket: string;
  tons: string;
  spend: string;
  orders: string;
  onTime: string;
  late: string;
  openAmount: string;
  statuses: Record<'Placed' | 'Scheduled' | 'Shipped', string>;
  buckets: Record<AgeingBucket, string>;
  embedRows: { orders: string; tons: string; lastOrder: string; none: string };
}

const en: ReportTexts = {
  title: {
    tonsPerMonth: 'Tons ordered per month',
    spendByCategory: 'Spend by product category',
    openOrdersByStatus: 'Open orders by status',
    onTimeDelivery: 'On-time delivery',
    accountAgeing: 'Account ageing',
    embed: 'Account overview (external)',
  },
  description: {
    tonsPerMonth: 'Weight of the orders placed each month, the last two years.',
    spendByCategory: 'Order value by product category, the last twelve months.',
    openOrdersByStatus: 'Orders not yet invoiced, by their status.',
    onTimeDelivery: 'Delivered orders each month: on or before the requested date, or late.',
    accountAgeing: 'Open balance by days past due, today.',
    embed: 'A report of the external reporting service, shown in a frame.',
  },
  month: 'Month',
  category: 'Product category',
  status: 'Status',
  bucket: 'Days past due',
  tons: 'Tons',
  spend: 'Spend',
  orders: 'Orders',
  onTime: 'On time',
  late: 'Late',
  openAmount: 'Open amount',
  statuses: { Placed: 'Received', Scheduled: 'Scheduled', Shipped: 'Shipped' },
  buckets: {
    current: 'Current',
    days1to30: '1-30 days',
    days31to60: '31-60 days',
    days61to90: '61-90 days',
    over90: 'Over 90 days',
  },
  embedRows: {
    orders: 'Orders, last 12 months',
    tons: 'Tons, last 12 months',
    lastOrder: 'Last order',
    none: 'None',
  },
};

const es: ReportTexts = {
  title: {
    tonsPerMonth: 'Toneladas pedidas por mes',
    spendByCategory: 'Gasto por categoría de producto',
    openOrdersByStatus: 'Pedidos abiertos por estado',
    onTimeDelivery: 'Entregas a tiempo',
    accountAgeing: 'Antigüedad de saldos',
    embed: 'Resumen de la cuenta (externo)',
  },
  description: {
    tonsPerMonth: 'Peso de los pedidos realizados cada mes, los últimos dos años.',
    spendByCategory: 'Valor de los pedidos por categoría de producto, los últimos doce meses.',
    openOrdersByStatus: 'Pedidos aún no facturados, por estado.',
    onTimeDelivery: 'Pedidos entregados cada mes: en la fecha solicitada o antes, o con retraso.',
    accountAgeing: 'Saldo abierto por días de vencimiento, hoy.',
    embed: 'Un informe del servicio de informes externo, mostrado en un marco.',
  },
  month: 'Mes',
  category: 'Categoría de producto',
  status: 'Estado',
  bucket: 'Días de vencimiento',
  tons: 'Toneladas',
  spend: 'Gasto',
  orders: 'Pedidos',
  onTime: 'A tiempo',
  late: 'Con retraso',
  openAmount: 'Importe abierto',
  statuses: { Placed: 'Recibido', Scheduled: 'Programado', Shipped: 'Enviado' },
  buckets: {
    current: 'Al corriente',
    days1to30: '1-30 días',
    days31to60: '31-60 días',
    days61to90: '61-90 días',
    over90: 'Más de 90 días',
  },
  embedRows: {
    orders: 'Pedidos, últimos 12 meses',
    tons: 'Toneladas, últimos 12 meses',
    lastOrder: 'Último pedido',
    none: 'Ninguno',
  },
};

const pt: ReportTexts = {
  title: {
    tonsPerMonth: 'Toneladas pedidas por mês',
    spendByCategory: 'Gasto por categoria de produto',
    openOrdersByStatus: 'Pedidos em aberto por status',
    onTimeDelivery: 'Entregas no prazo',
    accountAgeing: 'Aging da conta',
    embed: 'Visão geral da conta (externo)',
  },
  description: {
    tonsPerMonth: 'Peso dos pedidos feitos a cada mês, nos últimos dois anos.',
    spendByCategory: 'Valor dos pedidos por categoria de produto, nos últimos doze meses.',
    openOrdersByStatus: 'Pedidos ainda não faturados, por status.',
    onTimeDelivery: 'Pedidos entregues a cada mês: até a data solicitada ou com atraso.',
    accountAgeing: 'Saldo em aberto por dias de atraso, hoje.',
    embed: 'Um relatório do serviço de relatórios externo, mostrado em um quadro.',
  },
  month: 'Mês',
  category: 'Categoria de produto',
  status: 'Status',
  bucket: 'Dias de atraso',
  tons: 'Toneladas',
  spend: 'Gasto',
  orders: 'Pedidos',
  onTime: 'No prazo',
  late: 'Com atraso',
  openAmount: 'Valor em aberto',
  statuses: { Placed: 'Recebido', Scheduled: 'Programado', Shipped: 'Enviado' },
  buckets: {
    current: 'A vencer',
    days1to30: '1-30 dias',
    days31to60: '31-60 dias',
    days61to90: '61-90 dias',
    over90: 'Mais de 90 dias',
  },
  embedRows: {
    orders: 'Pedidos, últimos 12 meses',
    tons: 'Toneladas, últimos 12 meses',
    lastOrder: 'Último pedido',
    none: 'Nenhum',
  },
};

const ko: ReportTexts = {
  title: {
    tonsPerMonth: '월별 주문량(톤)',
    spendByCategory: '제품 범주별 지출',
    openOrdersByStatus: '상태별 진행 중인 주문',
    onTimeDelivery: '정시 배송',
    accountAgeing: '계정 연령 분석',
    embed: '계정 개요(외부)',
  },
  description: {
    tonsPerMonth: '최근 2년간 매월 주문한 중량입니다.',
    spendByCategory: '최근 12개월간 제품 범주별 주문 금액입니다.',
    openOrdersByStatus: '아직 청구되지 않은 주문의 상태별 수입니다.',
    onTimeDelivery: '매월 배송된 주문: 요청일 또는 그 이전, 또는 지연.',
    accountAgeing: '오늘 기준 연체 일수별 미결 잔액입니다.',
    embed: '외부 보고 서비스의 보고서를 프레임에 표시합니다.',
  },
  month: '월',
  category: '제품 범주',
  status: '상태',
  bucket: '연체 일수',
  tons: '톤',
  spend: '지출',
  orders: '주문',
  onTime: '정시',
  late: '지연',
  openAmount: '미결 금액',
  statuses: { Placed: '접수됨', Scheduled: '예정됨', Shipped: '배송됨' },
  buckets: {
    current: '미도래',
    days1to30: '1-30일',
    days31to60: '31-60일',
    days61to90: '61-90일',
    over90: '90일 초과',
  },
  embedRows: {
    orders: '최근 12개월 주문',
    tons: '최근 12개월 톤',
    lastOrder: '마지막 주문',
    none: '없음',
  },
};

const TEXTS: Readonly<Record<Lang, ReportTexts>> = { en, es, pt, ko };

export function reportTexts(lang: Lang): ReportTexts {
  return TEXTS[lang] ?? en;
}
