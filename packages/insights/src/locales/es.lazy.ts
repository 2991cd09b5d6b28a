import type { Translation } from '@anp/core';
import type { en } from '../i18n';

/** Spanish strings, loaded only on Spanish pages. */
export const es: Translation<typeof en> = {
  label: 'Resumen de pedidos',
  loading: 'Cargando el resumen de sus pedidos…',
  failed: 'No se pudo cargar el resumen de sus pedidos. {{reason}}',
  retry: 'Reintentar',
  noAccount: 'No hay ninguna cuenta seleccionada. Elija una en el selector de cuentas.',
  unit: { shortTon: 'ton. cortas', metricTon: 't' },
  tons: {
    heading: 'Toneladas este mes',
    figure: '{{tons}} {{unit}}',
    period: '{{from}} a {{to}}',
    up: '▲ {{percent}} % más que los mismos días del año pasado ({{tons}} {{unit}})',
    down: '▼ {{percent}} % menos que los mismos días del año pasado ({{tons}} {{unit}})',
    same: '■ Igual que los mismos días del año pasado ({{tons}} {{unit}})',
    new: 'Sin pedidos en los mismos días del año pasado',
    none: 'Sin pedidos este mes ni en los mismos días del año pasado.',
    summary:
      '{{tons}} {{unit}} pedidas del {{from}} al {{to}}, frente a {{lastYearTons}} {{unit}} en los mismos días de {{year}}; todo {{monthName}} de {{year}}: {{lastYearMonthTons}} {{unit}}.',
    chart: 'Toneladas pedidas, este mes y los mismos días del año pasado',
    link: 'Ver los pedidos de este mes',
  },
  open: {
    heading: 'Pedidos abiertos',
    figure_one: '{{count}} pedido abierto',
    figure_other: '{{count}} pedidos abiertos',
    none: 'No hay pedidos abiertos.',
    summary:
      '{{total}} pedidos abiertos: {{placed}} realizados, {{scheduled}} programados, {{shipped}} enviados.',
    chart: 'Pedidos abiertos por estado',
    series: 'Pedidos',
    statusCount: '{{status}}: {{count}}',
    link: 'Ver los pedidos abiertos',
  },
  deliveries: {
    heading: 'Próximas entregas',
    none: 'No hay entregas próximas.',
    summary_one: 'La próxima entrega: pedido {{orderNumber}} el {{date}}.',
    summary_other:
      'Las próximas {{count}} entregas; la primera: pedido {{orderNumber}} el {{date}}.',
    order: 'Pedido {{orderNumber}}',
    line: '{{status}} · {{method}} · {{tons}} {{unit}}',
    delivery: 'Entrega',
    pickup: 'Recolección',
    link: 'Ver los pedidos abiertos por fecha de entrega',
  },
  status: {
    Placed: 'Realizado',
    Scheduled: 'Programado',
    Shipped: 'Enviado',
    Invoiced: 'Facturado',
    Cancelled: 'Cancelado',
  },
  month: {
    '01': 'enero',
    '02': 'febrero',
    '03': 'marzo',
    '04': 'abril',
    '05': 'mayo',
    '06': 'junio',
    '07': 'julio',
    '08': 'agosto',
    '09': 'septiembre',
    '10': 'octubre',
    '11': 'noviembre',
    '12': 'diciembre',
  },
};
