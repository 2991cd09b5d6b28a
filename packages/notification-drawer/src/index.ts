/**
 * @anp/notification-drawer: React API of the notification drawer. `@anp/notification-drawer/element`
 * registers `<anp-notification-drawer>`.
 */
export { NotificationDrawer, type NotificationDrawerProps } from './notification-drawer';
export { NotificationBell, type NotificationBellProps } from './notification-drawer.bell.view';
export {
  NotificationDrawerView,
  type NotificationDrawerViewProps,
  type DrawerItem,
  type DrawerLabels,
  type ItemClick,
} from './notification-drawer.view';
export { useNotificationDrawer } from './use-notification-drawer';
export { useNotificationData, useUnreadNotificationCount } from './use-notification-drawer-data';
export * from './model/notifications';
