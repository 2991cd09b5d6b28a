import { useId, useState, type FormEvent, type RefObject } from 'react';
import {
  formatDisplayDate,
  useErrorMessage,
  useKitContext,
  useNamespaces,
  usePortalContainer,
  useUserContext,
  type PortalError,
} from '@anp/core';
import { useRemindersApi, type Reminder, type ReminderKind } from '@anp/core/services/reminders';
import type { OrderDetail as Order } from '@anp/core/services/orders';
import { REMINDER_LIMITS, formatReminderTime, reminderWallClock, reminderZone } from '@anp/rules';
import { Button } from '@anp/ui';
import { DATE_PICKER_NAMESPACE, DatePicker, addDays } from '@anp/ui/date-picker';
import { FIELDS_NAMESPACE, RadioGroup, TextField } from '@anp/ui/fields';
import { Modal } from '@anp/ui/modal';
import {
  defaultDraft,
  draftProblems,
  reminderOf,
  userTimeZone,
  type DraftProblems,
  type ReminderDraft,
} from '../model/reminder-form';
import { ORDER_NAMESPACES, useOrderText } from '../use-order-text';
import * as R from './set-reminder.styles';

const NAMESPACES = [...ORDER_NAMESPACES, FIELDS_NAMESPACE, DATE_PICKER_NAMESPACE];
const KINDS: readonly ReminderKind[] = ['once', 'beforeRequested', 'every'];

export interface ReminderDialogProps {
  order: Order;
  onClose(): void;
  /** Saved: the status to announce (when it comes), or null for no next time. */
  onSaved(when: string | null): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The reminder dialog (issue 16): once at a date and time, N days before the order's requested
 * date, or every N days, with a note. Dates in the market's display format (the date picker),
 * the time in the browser's own time input, read in the profile's time zone (else the browser's,
 * named under the time field). A refusal shows the
 * server's own message (REMINDER_104, ordering.md §8).
 */
export function ReminderDialog({ order, onClose, onSaved, returnFocusRef }: ReminderDialogProps) {
  useNamespaces(NAMESPACES);
  const { t } = useOrderText();
  const { lang, country } = useKitContext();
  const container = usePortalContainer();
  const describe = useErrorMessage();
  const api = useRemindersApi();
  const profileZone = useUserContext().data?.user.timeZone;
  const zone = reminderZone(profileZone, userTimeZone());
  const [today] = useState(() => reminderWallClock(new Date(), zone).date);
  const zoneId = useId();
  const [draft, setDraft] = useState<ReminderDraft>(() => defaultDraft(today));
  const [shown, setShown] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (change: Partial<ReminderDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setFailure(null);
  };
  const problem = (field: keyof DraftProblems) => {
    const key = shown[field];
    return key ? t(`reminder.problems.${key}`) : null;
  };

  // When it comes, in the zone it was set in (the profile's), as the dialog read it.
  const doneText = (saved: Reminder): string | null => {
    if (saved.nextDueAt === null) return null;
    const at = reminderWallClock(new Date(saved.nextDueAt), saved.timeZone);
    return t('reminder.done', {
      date: formatDisplayDate(at.date, lang),
      time: formatReminderTime(at.time, country),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = draftProblems(draft);
    setShown(problems);
    const reminder = reminderOf(draft, order.orderNumber, zone);
    if (reminder === null) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(doneText(await api.add(reminder, lang, { publishErrors: false })));
    } catch (error) {
      setFailure(error as PortalError);
    } finally {
      setSaving(false);
    }
  };

  const dated = draft.kind !== 'beforeRequested';
  return (
    <Modal
      open
      onClose={onClose}
      title={t('reminder.title')}
      description={t('reminder.description', { number: order.orderNumber })}
      closeLabel={t('reminder.cancel')}
      container={container}
      returnFocusRef={returnFocusRef}
      size="md"
    >
      <R.Form noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
        <RadioGroup
          legend={t('reminder.kindLegend')}
          value={draft.kind}
          onValueChange={(kind) => set({ kind: kind as ReminderKind })}
          options={KINDS.map((kind) => ({
            value: kind,
            label: t(`reminder.kinds.${kind}`),
            description: t(`reminder.kindHints.${kind}`, {
              date: formatDisplayDate(order.requestedDate, lang),
            }),
          }))}
        />
        <R.Pair>
          {dated && (
            <DatePicker
              label={draft.kind === 'every' ? t('reminder.firstDate') : t('reminder.date')}
              value={draft.date}
              onChange={(date) => set({ date })}
              isSelectable={() => true}
              min={today}
              max={addDays(today, 366)}
              today={today}
              lang={lang}
              required
              error={problem('date')}
            />
          )}
          {draft.kind === 'beforeRequested' && (
            <TextField
              label={t('reminder.daysBefore')}
              type="number"
              inputMode="numeric"
              min={1}
              max={REMINDER_LIMITS.maxDaysBefore}
              value={draft.daysBefore}
              onValueChange={(daysBefore) => set({ daysBefore })}
              suffix={t('reminder.days')}
              required
              error={problem('daysBefore')}
            />
          )}
          {draft.kind === 'every' && (
            <TextField
              label={t('reminder.everyDays')}
              type="number"
              inputMode="numeric"
              min={1}
              max={REMINDER_LIMITS.maxEveryDays}
              value={draft.everyDays}
              onValueChange={(everyDays) => set({ everyDays })}
              suffix={t('reminder.days')}
              required
              error={problem('everyDays')}
            />
          )}
          <TextField
            label={t('reminder.time')}
            aria-describedby={zoneId}
            type="time"
            value={draft.time}
            onValueChange={(time) => set({ time })}
            required
            error={problem('time')}
          />
        </R.Pair>
        <R.Zone id={zoneId}>{t('reminder.zoneHint', { zone: zoneName(zone, lang) })}</R.Zone>
        <TextField
          label={t('reminder.note')}
          hint={t('reminder.noteHint')}
          value={draft.note}
          onValueChange={(note) => set({ note })}
          characterLimit={REMINDER_LIMITS.maxNoteLength}
          counter="near-limit"
          error={problem('note')}
        />
        {failure && (
          <R.Problem role="alert">{t('reminder.refused', { reason: describe(failure) })}</R.Problem>
        )}
        <R.Actions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('reminder.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={saving}>
            {t('reminder.save')}
          </Button>
        </R.Actions>
      </R.Form>
    </Modal>
  );
}

/** A zone as people say it ("Central Time"), else its IANA name. */
function zoneName(zone: string, lang: string): string {
  try {
    const name = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== zone ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}
