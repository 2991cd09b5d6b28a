import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Portuguese strings, loaded only on Portuguese pages. */
export const pt: Translation<typeof en> = {
  label: 'Resumo de pedidos',
  loading: 'Carregando o resumo dos seus pedidos…',
  failed: 'Não foi possível carregar o resumo dos seus pedidos. {{reason}}',
  retry: 'Tentar novamente',
  noAccount: 'Nenhuma conta selecionada. Escolha uma no seletor de contas.',
  unit: { shortTon: 'ton. curtas', metricTon: 't' },
  tons: {
    heading: 'Toneladas neste mês',
    figure: '{{tons}} {{unit}}',
    period: '{{from}} a {{to}}',
    up: '▲ {{percent}} % a mais que os mesmos dias do ano passado ({{tons}} {{unit}})',
    down: '▼ {{percent}} % a menos que os mesmos dias do ano passado ({{tons}} {{unit}})',
    same: '■ Igual aos mesmos dias do ano passado ({{tons}} {{unit}})',
    new: 'Sem pedidos nos mesmos dias do ano passado',
    none: 'Sem pedidos neste mês nem nos mesmos dias do ano passado.',
    summary:
      '{{tons}} {{unit}} pedidas de {{from}} a {{to}}, contra {{lastYearTons}} {{unit}} nos mesmos dias de {{year}}; todo o mês de {{monthName}} de {{year}}: {{lastYearMonthTons}} {{unit}}.',
    chart: 'Toneladas pedidas, neste mês e nos mesmos dias do ano passado',
    link: 'Ver os pedidos deste mês',
  },
  open: {
    heading: 'Pedidos em aberto',
    figure_one: '{{count}} pedido em aberto',
    figure_other: '{{count}} pedidos em aberto',
    none: 'Nenhum pedido em aberto.',
    summary:
      '{{total}} pedidos em aberto: {{placed}} realizados, {{scheduled}} programados, {{shipped}} enviados.',
    chart: 'Pedidos em aberto por status',
    series: 'Pedidos',
    statusCount: '{{status}}: {{count}}',
    link: 'Ver os pedidos em aberto',
  },
  deliveries: {
    heading: 'Próximas entregas',
    none: 'Nenhuma entrega prevista.',
    summary_one: 'A próxima entrega: pedido {{orderNumber}} em {{date}}.',
    summary_other:
      'As próximas {{count}} entregas; a primeira: pedido {{orderNumber}} em {{date}}.',
    order: 'Pedido {{orderNumber}}',
    line: '{{status}} · {{method}} · {{tons}} {{unit}}',
    delivery: 'Entrega',
    pickup: 'Retirada',
    link: 'Ver os pedidos em aberto por data de entrega',
  },
  status: {
    Placed: 'Realizado',
    Scheduled: 'Programado',
    Shipped: 'Enviado',
    Invoiced: 'Faturado',
    Cancelled: 'Cancelado',
  },
  month: {
    '01': 'janeiro',
    '02': 'fevereiro',
    '03': 'março',
    '04': 'abril',
    '05': 'maio',
    '06': 'junho',
    '07': 'julho',
    '08': 'agosto',
    '09': 'setembro',
    '10': 'outubro',
    '11': 'novembro',
    '12': 'dezembro',
  },
};
