import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { formatDisplayDate, useKitContext } from '@anp/core';
import type { Reminder } from '@anp/core/services/reminders';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { formatReminderTime, reminderWallClock } from '@anp/rules';
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
  const { lang, country } = useKitContext();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const onSaved = useCallback(
    (reminder: Reminder) => {
      setOpen(false);
      if (reminder.nextDueAt === null) return;
      // Shown in the zone the reminder was set in (the profile's), as the dialog read it.
      const at = reminderWallClock(new Date(reminder.nextDueAt), reminder.timeZone);
      setDone(
        t('reminder.done', {
          date: formatDisplayDate(at.date, lang),
          time: formatReminderTime(at.time, country),
        }),
      );
    },
    [t, lang, country],
  );

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
