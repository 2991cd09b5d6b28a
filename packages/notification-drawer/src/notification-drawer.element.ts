import { createElement, useEffect, useState } from 'react';
import { defineWidget, kitEvent, useKitContext, type Notification } from '@anp/core';
import { NotificationDrawer } from './notification-drawer';

/** The element's props: attributes, and callbacks that become `anp-*` events. */
export interface NotificationDrawerElementProps {
  open?: boolean;
  showTrigger?: boolean;
  showSettings?: boolean;
  onNotificationClick?: (detail: { notification: Notification }) => void;
  onOpenChange?: (detail: { open: boolean }) => void;
  /** Documented for the manifest: the drawer's links dispatch anp-navigate themselves. */
  onNavigate?: () => void;
}

/**
 * The standalone drawer: its own bell by default, and an `open` attribute that follows the
 * drawer (reflected, as in Shoelace's drawer), so a page can open it (`el.open = true`) and
 * read its state at any time.
 */
function NotificationDrawerElement(props: NotificationDrawerElementProps) {
  const { host } = useKitContext();
  const [open, setOpen] = useState(props.open ?? false);
  const [seen, setSeen] = useState(props.open);
  // The page changed the attribute: follow it (state derived from props during render).
  if (props.open !== seen) {
    setSeen(props.open);
    setOpen(props.open ?? false);
  }
  useEffect(() => {
    if (host && host.hasAttribute('open') !== open) host.toggleAttribute('open', open);
  }, [host, open]);
  const { onNotificationClick, onOpenChange } = props;
  return createElement(NotificationDrawer, {
    open,
    showTrigger: props.showTrigger ?? true,
    showSettings: props.showSettings ?? true,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      onOpenChange?.({ open: next });
    },
    onNotificationClick: (notification: Notification) => onNotificationClick?.({ notification }),
  });
}

/** `<anp-notification-drawer>`: the notification drawer as a custom element. */
export const notificationDrawerElement = defineWidget<NotificationDrawerElementProps>({
  tag: 'anp-notification-drawer',
  component: NotificationDrawerElement,
  summary:
    "Notification drawer: the user's price-list notifications, History, mark as read and dismiss, with its own bell.",
  // The `part` names of its shadow DOM, for `::part()` styles (docs/decisions.md, issue 13).
  parts: [
    { name: 'icon-button', description: 'The bell, Close and Settings.' },
    { name: 'bell', description: '`icon-button bell`.' },
    { name: 'close', description: '`icon-button close`.' },
    { name: 'settings', description: '`icon-button settings`.' },
    { name: 'badge', description: 'The unread count (`badge danger count`).' },
    { name: 'danger', description: 'With `badge`.' },
    { name: 'count', description: 'With `badge`.' },
    { name: 'drawer', description: 'The drawer.' },
    { name: 'heading', description: 'Its title.' },
    { name: 'notification', description: 'A notification.' },
    { name: 'active', description: 'With `notification`: an active one.' },
    { name: 'empty-state', description: 'Shown when none is active.' },
    { name: 'button', description: 'Retry (`button secondary`).' },
    { name: 'secondary', description: 'With `button`.' },
  ],
  props: {
    open: {
      type: 'boolean',
      description: 'Whether the drawer is open; set it to open the drawer, it follows the drawer.',
      default: 'false',
    },
    showTrigger: {
      type: 'boolean',
      description: 'Shows the bell button with the unread count; "false" hides it.',
      default: 'true',
    },
    showSettings: {
      type: 'boolean',
      description: 'Shows the settings cog linking to the profile page; "false" hides it.',
      default: 'true',
    },
  },
  events: {
    onNotificationClick: {
      name: 'anp-notification-click',
      description: 'The user clicked a notification; detail: { notification }.',
      detail: "{ notification: import('@anp/core').Notification }",
    },
    onOpenChange: {
      name: 'anp-notification-drawer-toggle',
      description: 'The drawer opened or closed; detail: { open }.',
      detail: '{ open: boolean }',
    },
    onNavigate: kitEvent(
      'anp-navigate',
      "A notification's link or the settings cog was followed; detail { path }. Cancel it to route yourself, else the browser navigates.",
    ),
  },
  cssProperties: [
    { name: '--anp-font-family', description: 'Font family of the kit.' },
    { name: '--anp-color-primary', description: 'Colour of links and the open bell.' },
    { name: '--anp-z-modal', description: 'Stacking level of the open drawer.' },
  ],
});

notificationDrawerElement.register();
