/**
 * @anp/quick-order: quick order as a React component. `@anp/quick-order/element` registers
 * `<anp-quick-order>`.
 */
export { QuickOrder, type QuickOrderProps } from './quick-order';
export { QuickOrderView, type QuickOrderViewProps, type HeadingLevel } from './quick-order.view';
export { useQuickOrder, type QuickOrderState } from './use-quick-order';
export { useQuickOrderData, type QuickOrderData } from './use-quick-order-data';
export { lineStatus, addableItems, type QuickLine, type LineStatus } from './model/quick-order';
export {
  parsePasted,
  parseCsv,
  linesFromRows,
  templateCsv,
  MAX_LINES,
  type ParsedLine,
} from './model/parse';
export { QUICK_ORDER_NS } from './i18n';
