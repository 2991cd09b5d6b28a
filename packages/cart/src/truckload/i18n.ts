import { registerTranslations } from '@anp/core';

/** Namespace of the truckload meter (issue 17), shared by the cart and the order builder. */
export const TRUCKLOAD_NS = 'cartTruckload';

/**
 * The truckload meter's words. `{{load}}`, `{{capacity}}`, `{{weight}}` and `{{minimum}}` are
 * numbers already in the market's format; `{{unit}}` is the ton unit (Tons or MT).
 */
export const en = {
  heading: 'Truckload',
  reading: '{{load}} of {{capacity}} {{unit}}',
  readingNoTruck: '{{load}} {{unit}} loaded; choose a truck size to see how full it is',
  left: '{{weight}} {{unit}} left to fill the truck',
  full: 'The truck is full',
  over: '{{weight}} {{unit}} over the truck’s maximum. Choose a larger truck or reduce the quantities.',
  bulkShort:
    'Bulk: {{weight}} of the {{minimum}} {{unit}} a bulk delivery needs. Add bulk product or choose pickup.',
  bulkMet: 'Bulk: {{weight}} {{unit}}, the {{minimum}} {{unit}} bulk minimum is met',
  bagShort: 'Bags: {{weight}} of {{minimum}} {{unit}}; below it a small-order fee applies.',
  bagShortAccepted: 'Bags: {{weight}} of {{minimum}} {{unit}}; the small-order fee is accepted.',
  bagMet: 'Bags: {{weight}} {{unit}}, the {{minimum}} {{unit}} bag minimum is met',
  markers: 'Marks on the bar',
  markerMaximum: 'Truck maximum: {{weight}} {{unit}}',
  markerBulk: 'Bulk minimum: {{weight}} {{unit}}',
  markerBag: 'Bag minimum: {{weight}} {{unit}}',
  meterLabel: 'Truck load',
  pending_one: 'Includes {{count}} quantity typed and not yet added to the cart.',
  pending_other: 'Includes {{count}} quantities typed and not yet added to the cart.',
};

registerTranslations(TRUCKLOAD_NS, {
  en,
  es: () => import('./locales/es.lazy').then((m) => m.es),
  pt: () => import('./locales/pt.lazy').then((m) => m.pt),
  ko: () => import('./locales/ko.lazy').then((m) => m.ko),
});
