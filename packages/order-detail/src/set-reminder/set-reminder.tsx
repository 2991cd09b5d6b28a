import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { Button } from '@anp/ui';
import { useOrderText } from '../use-order-text';
import * as R from './set-reminder.styles';

const loadDialog = () => import('./set-reminder.dialog.lazy');
// The dialog (its fields, the date picker, the modal) loads the first time it opens.
const ReminderDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReminderDialog })));

/**
 * "Set a reminder" on the order detail (issue 16, shell-and-admin.md §7 Reminders): a button that
 * opens the reminder dialog, and a polite status saying when the reminder will arrive.
 */
export function SetReminder({ order }: { order: Order }) {
  const { t } = useOrderText();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  // The dialog words when the reminder comes (in the zone it was set in): its formatting code
  // stays in the dialog's lazy chunk.
  const onSaved = useCallback((when: string | null) => {
    setOpen(false);
    setDone(when);
  }, []);

  return (
    <R.Row part="reminder">
      <Button
        ref={opener}
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog().catch(() => undefined)}
        onFocus={() => void loadDialog().catch(() => undefined)}
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
      >
        <R.BellIcon aria-hidden="true" /> {t('reminder.open')}
      </Button>
      <R.Status role="status">{done}</R.Status>
      {open && (
        <Suspense fallback={null}>
          <ReminderDialog
            order={order}
            onClose={() => setOpen(false)}
            onSaved={onSaved}
            returnFocusRef={opener}
          />
        </Suspense>
      )}
    </R.Row>
  );
}
