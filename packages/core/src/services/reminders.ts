// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import type { Language } from '@anp/rules';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, RequestOptions } from '../api/client';

export type Reminder = Contract.Reminder;
export type ReminderKind = Contract.ReminderKind;
export type ReminderList = Contract.ReminderList;
export type ReminderAdd = Contract.ReminderAdd;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs'>;

/**
 * Typed calls of the reminder service (shell-and-admin.md §7: reminder get, add, delete). The
 * reminders are the signed-in user's own, so no account header travels; `lang` words the
 * server's own REMINDER_104 message (ordering.md §8), which the kit shows as it is.
 */
export function createRemindersApi(api: ApiClient) {
  return {
    /** The user's reminders, the next due first, then the ones already sent. */
    list: (lang: Language, o?: CallOptions) =>
      api.get<ReminderList>('reminders', 'reminder', { ...o, query: { lang } }),
    /** Adds a reminder; REMINDER_104 when the server refuses it. */
    add: (reminder: ReminderAdd, lang: Language, o?: CallOptions) =>
      api.post<Reminder>('reminders', 'reminder', reminder, { ...o, query: { lang } }),
    /** Deletes one of the user's reminders (its notifications stay). */
    remove: (reminderId: string, o?: CallOptions) =>
      api.request<void>('reminders', `reminder/${encodeURIComponent(reminderId)}`, {
        ...o,
        method: 'DELETE',
      }),
  };
}

export type RemindersApi = ReturnType<typeof createRemindersApi>;

/** The reminder calls over the page's API client. */
export function useRemindersApi(): RemindersApi {
  const api = useApiClient();
  return useMemo(() => createRemindersApi(api), [api]);
}
