/**
 * The truckload meter (issue 17) for other packages (the order builder): the view and its
 * strings' namespace. The reading itself is `truckLoad()` of `@anp/rules/cart`.
 */
export { TruckloadMeter } from './truckload-meter.view';
export { TRUCKLOAD_NS } from './i18n';
