/** @anp/notification-drawer (scaffold: the notification-drawer work fills this in). */
export interface NotificationDrawerProps {
  /** Controlled open state; when absent the drawer keeps its own. */
  open?: boolean;
  /** Called when the drawer asks to open or close (close arrow, Escape, trigger). */
  onOpenChange?: (open: boolean) => void;
  /** Renders its own bell button with the unread count (the standalone element's default). */
  showTrigger?: boolean;
  /** Shows the settings cog linking to the profile page (default true). */
  showSettings?: boolean;
}

export function NotificationDrawer(_props: NotificationDrawerProps) {
  return null;
}
