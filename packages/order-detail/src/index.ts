/**
 * @anp/order-detail: the order detail, the order modification notices and the modify page as
 * React components, their views, rules and data hooks. `@anp/order-detail/element` registers
 * `<anp-order-detail>`, `<anp-order-modification-notice>` and `<anp-modify-order>`.
 */
export { OrderDetail, type OrderDetailProps } from './order-detail/order-detail';
export {
  OrderDetailView,
  type DetailHeadingLevel,
  type OrderDetailViewProps,
} from './order-detail/order-detail.view';
export {
  useOrderDetail,
  type ModifyEntryState,
  type OrderDetailBehaviour,
  type OrderDetailState,
} from './order-detail/use-order-detail';
export {
  ModificationNotice,
  ModificationNotices,
  OrderModificationNotice,
  type ModificationNoticeProps,
  type ModificationNoticesProps,
  type NoticeHeadingLevel,
} from './order-modification-notice/order-modification-notice';
export {
  ModificationNoticeView,
  ModificationNoticesView,
  type ModificationNoticeViewProps,
  type ModificationNoticesViewProps,
} from './order-modification-notice/order-modification-notice.view';
export {
  useModificationNotices,
  useOrderNotice,
  type ModificationNoticesState,
} from './order-modification-notice/use-order-modification-notice';
export { ModifyOrder, type ModifyOrderProps } from './modify-order/modify-order';
export { ModifyOrderView, type ModifyOrderViewProps } from './modify-order/modify-order.view';
export {
  useModifyOrder,
  type ModifyOrder as ModifyOrderBehaviour,
} from './modify-order/use-modify-order';
export {
  ORDER_DETAIL_KEYS,
  useModificationDrafts,
  useOpenOrders,
  useOrder,
  useOrderDocumentFile,
  usePlantRules,
} from './use-order-detail-data';
export { useNow } from './use-now';
export { ORDER_DETAIL_NS } from './i18n';
export { ORDERS_PAGE, modifyPage, orderPage } from './order-pages';
export {
  forgetOutcome,
  peekOutcome,
  rememberOutcome,
  type ModificationOutcome,
} from './modification-outcome';
export * from './model/documents';
export * from './model/cutoff';
export * from './model/notices';
export * from './model/modification';
