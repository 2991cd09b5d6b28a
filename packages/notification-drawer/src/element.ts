/** Registers `<anp-notification-drawer>` (its module registers on load). Safe to import twice. */
export { notificationDrawerElement } from './notification-drawer.element';
