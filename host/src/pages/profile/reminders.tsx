import { useId, useRef, useState, type MouseEvent } from 'react';
import useSWR from 'swr';
import {
  formatDisplayDate,
  toPortalError,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  usePortalContainer,
  usePortalLinks,
  type PortalError,
} from '@anp/core';
import { useRemindersApi, type Reminder, type ReminderList } from '@anp/core/services/reminders';
import { formatReminderTime, reminderWallClock } from '@anp/rules';
import { Button, Spinner } from '@anp/ui';
import { ModalOnDemand } from '@anp/ui/modal-on-demand';
import { PROFILE_NS } from './i18n';
import {
  ConfirmActions,
  ErrorText,
  Hint,
  Panel,
  ReminderItems,
  StatusText,
} from './profile.styles';

/** SWR key of GET reminder; the profile page is its only reader. */
const REMINDERS_KEY = 'anp:reminder';

type T = ReturnType<typeof useKitTranslation>['t'];

/** What a reminder is, in words: its kind with its dates and time, as the market writes them. */
function scheduleText(
  r: Reminder,
  t: T,
  lang: Parameters<typeof formatDisplayDate>[1],
  country: string,
) {
  const time = formatReminderTime(r.time, country);
  const date = r.date ? formatDisplayDate(r.date, lang) : '';
  switch (r.kind) {
    case 'once':
      return t('reminders.once', { date, time });
    case 'beforeRequested':
      return t('reminders.beforeRequested', {
        count: r.daysBefore ?? 0,
        date: r.requestedDate ? formatDisplayDate(r.requestedDate, lang) : '',
        time,
      });
    case 'every':
      return t('reminders.every', { count: r.everyDays ?? 0, date, time });
  }
}

/**
 * The user's reminders on the profile page (issue 16, shell-and-admin.md §7 Reminders): what each
 * is about and when it comes next (or when it was sent), with Delete after a confirmation; an
 * empty state pointing at the orders, loading and failure with Retry.
 */
export function RemindersPanel() {
  const { t } = useKitTranslation(PROFILE_NS);
  const describe = useErrorMessage();
  const api = useRemindersApi();
  const { lang, country } = useKitContext();
  const container = usePortalContainer();
  const { hrefOf, follow } = usePortalLinks();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useSWR<ReminderList, PortalError>(
    [REMINDERS_KEY, lang],
    () => api.list(lang, { publishErrors: false }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const [pending, setPending] = useState<Reminder | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const when = (r: Reminder) => {
    const at = r.nextDueAt ?? r.lastSentAt;
    if (at === null) return '';
    // In the zone the reminder was set in (the profile's when it was set).
    const wall = reminderWallClock(new Date(at), r.timeZone);
    const values = {
      date: formatDisplayDate(wall.date, lang),
      time: formatReminderTime(wall.time, country),
    };
    return r.nextDueAt ? t('reminders.next', values) : t('reminders.sent', values);
  };
  const nameOf = (r: Reminder) =>
    r.orderNumber
      ? t('reminders.order', { number: r.orderNumber })
      : (r.note ?? t('reminders.own'));

  const confirmDelete = async () => {
    if (!pending) return;
    setDeleting(true);
    setFailure(null);
    try {
      await api.remove(pending.reminderId, { publishErrors: false });
      const name = nameOf(pending);
      await list.mutate(
        (current) =>
          current && {
            reminders: current.reminders.filter((r) => r.reminderId !== pending.reminderId),
          },
        { revalidate: false },
      );
      setPending(null);
      setStatus(t('reminders.deleted', { name }));
      // The item and its button are gone: focus goes to the panel's heading.
      heading.current?.focus();
    } catch (error) {
      setFailure(toPortalError(error));
    } finally {
      setDeleting(false);
    }
  };

  let body;
  if (list.data && list.data.reminders.length === 0) body = <Hint>{t('reminders.empty')}</Hint>;
  else if (list.data)
    body = (
      <ReminderItems>
        {list.data.reminders.map((r) => {
          const href = r.orderNumber ? hrefOf(`orders/${encodeURIComponent(r.orderNumber)}`) : null;
          return (
            <li key={r.reminderId}>
              <div>
                <strong>
                  {href ? (
                    <a href={href} onClick={(e: MouseEvent) => follow(e, href)}>
                      {nameOf(r)}
                    </a>
                  ) : (
                    nameOf(r)
                  )}
                </strong>
                <span>{scheduleText(r, t, lang, country)}</span>
                {r.orderNumber && r.note && <span>{r.note}</span>}
                <small>{when(r)}</small>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('reminders.deleteNamed', { name: nameOf(r) })}
                onClick={() => {
                  setFailure(null);
                  setStatus(null);
                  setPending(r);
                }}
              >
                {t('reminders.delete')}
              </Button>
            </li>
          );
        })}
      </ReminderItems>
    );
  else if (list.error)
    body = (
      <>
        <ErrorText role="alert">
          {t('reminders.failed', { reason: describe(list.error) })}
        </ErrorText>
        <div>
          <Button variant="secondary" onClick={() => void list.mutate()}>
            {t('retry')}
          </Button>
        </div>
      </>
    );
  else body = <Spinner label={t('reminders.loading')} />;

  return (
    <Panel aria-labelledby={headingId} aria-busy={!list.data && !list.error}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('reminders.heading')}
      </h2>
      <Hint>{t('reminders.hint')}</Hint>
      {body}
      <StatusText aria-live="polite" aria-atomic="true">
        {status}
      </StatusText>
      <ModalOnDemand
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('reminders.confirmTitle')}
        description={
          pending ? `${nameOf(pending)} · ${scheduleText(pending, t, lang, country)}` : ''
        }
        closeLabel={t('reminders.close')}
        container={container}
        size="sm"
      >
        <p>{t('reminders.confirmBody')}</p>
        {failure && (
          <ErrorText role="alert">
            {t('reminders.deleteFailed', { reason: describe(failure) })}
          </ErrorText>
        )}
        <ConfirmActions>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('reminders.cancel')}
          </Button>
          <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
            {t('reminders.confirmDelete')}
          </Button>
        </ConfirmActions>
      </ModalOnDemand>
    </Panel>
  );
}
