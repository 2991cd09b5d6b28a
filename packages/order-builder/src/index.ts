/**
 * @anp/order-builder: the order builder as a React component.
 * `@anp/order-builder/element` registers `<anp-order-builder>`.
 */
export { OrderBuilder, type OrderBuilderProps } from './order-builder';
export {
  OrderBuilderView,
  type HeadingLevel,
  type OrderBuilderViewProps,
} from './order-builder.view';
export { ProductRow, type ProductRowProps } from './results/product-row.view';
export {
  useOrderBuilder,
  type AddAvailability,
  type AddedDetail,
  type CartChangeDetail,
  type ListState,
  type OrderBuilderOptions,
  type OrderBuilderState,
  type RecentInfo,
  type RowState,
  type RowStore,
} from './use-order-builder';
export { BUILDER_KEYS, useProductPages, type ProductPages } from './use-order-builder-data';
export { PAGE_SIZE, SEARCH_DEBOUNCE_MS, parseView, type BuilderView } from './model/views';
export { packageFacts, ruleFacts, type PackageFacts, type RuleFact } from './model/catalogue';
export {
  entryFor,
  lineOf,
  readEntry,
  type Entry,
  type EntryProblem,
  type ReadEntry,
} from './model/entry';
