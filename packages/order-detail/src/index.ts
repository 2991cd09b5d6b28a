/**
 * @anp/order-detail: the order detail, the order modification notices and the modify page as
 * React components, their rules and data hooks. `@anp/order-detail/element` registers
 * `<anp-order-detail>`, `<anp-order-modification-notice>` and `<anp-modify-order>`.
 */
export { OrderDetail, type OrderDetailProps, type DetailHeadingLevel } from './order-detail';
export {
  ModificationNotice,
  ModificationNotices,
  OrderModificationNotice,
  type ModificationNoticeProps,
  type ModificationNoticesProps,
  type NoticeHeadingLevel,
} from './modification-notice';
export { ModifyOrder, type ModifyOrderProps } from './modify-order';
export { useModifyOrder, type ModifyOrder as ModifyOrderBehaviour } from './use-modify-order';
export {
  ORDER_DETAIL_KEYS,
  useModificationDrafts,
  useOpenOrders,
  useOrder,
  usePlantRules,
} from './use-order-data';
export { ORDER_DETAIL_NS } from './i18n';
export { ORDERS_PAGE, modifyPage, orderPage } from './paths';
export {
  forgetOutcome,
  peekOutcome,
  rememberOutcome,
  type ModificationOutcome,
} from './modified-flash';
export * from './model/documents';
export * from './model/cutoff';
export * from './model/notices';
export * from './model/modification';
