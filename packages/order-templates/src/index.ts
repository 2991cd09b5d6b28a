/**
 * @anp/order-templates: order templates as a React component. `@anp/order-templates/element` registers
 * `<anp-order-templates>`.
 */
export { OrderTemplates, type OrderTemplatesProps } from './order-templates';
export {
  OrderTemplatesView,
  type OrderTemplatesViewProps,
  type HeadingLevel,
} from './order-templates.view';
export {
  useOrderTemplates,
  type OrderTemplatesState,
  type TemplateDialog,
} from './use-order-templates';
export { useOrderTemplatesData, type OrderTemplatesData } from './use-order-templates-data';
export {
  EVERY_DAYS_DEFAULT,
  EVERY_DAYS_MAX,
  EVERY_DAYS_MIN,
  firstReminderDay,
  groupTemplates,
  parseEveryDays,
  rightsOf,
  type TemplateRights,
} from './model/order-templates';
export { ORDER_TEMPLATES_NS } from './i18n';
