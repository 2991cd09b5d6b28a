import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  dispatchAnpEvent,
  useErrorMessage,
  useKitContext,
  useKitTranslation,
  useKitWindow,
  useUserContext,
  type PortalError,
} from '@anp/core';
import { reminderZone } from '@anp/rules';
import {
  useCartApi,
  type OrderTemplate,
  type OrderTemplateApplyMode,
  type OrderTemplateSummary,
} from '@anp/core/services/cart';
import { useRemindersApi } from '@anp/core/services/reminders';
import { ORDER_TEMPLATES_NS } from './i18n';
import { REMINDER_TIME, firstReminderDay, groupTemplates } from './model/order-templates';
import type { OrderTemplatesData } from './use-order-templates-data';

/** The cart's SWR key (`<anp-cart>` and the order builder read it), per account. */
const CART_KEY = 'anp:cart';

/** The dialog open, and the template it is about. */
export type TemplateDialog =
  | { kind: 'save' }
  | { kind: 'use' | 'rename' | 'delete' | 'remind'; template: OrderTemplate }
  | { kind: 'summary'; summary: OrderTemplateSummary };

export interface OrderTemplatesState {
  status: OrderTemplatesData['status'];
  hasAccount: boolean;
  account: string;
  mine: OrderTemplate[];
  shared: OrderTemplate[];
  /** The failure of the list, worded for the user. */
  errorText: string | null;
  /** The last action's outcome, for the live region. */
  notice: { tone: 'success' | 'danger'; text: string } | null;
  /** The template whose action runs now (its buttons are busy). */
  busyId: string | null;
  dialog: TemplateDialog | null;
  open(dialog: TemplateDialog): void;
  close(): void;
  retry(): void;
  saved(template: OrderTemplate): void;
  /** Each resolves with an error text to show in the dialog, or null when done. */
  apply(template: OrderTemplate, mode: OrderTemplateApplyMode): Promise<string | null>;
  rename(template: OrderTemplate, name: string): Promise<string | null>;
  remove(template: OrderTemplate): Promise<string | null>;
  remind(template: OrderTemplate, everyDays: number): Promise<string | null>;
  share(template: OrderTemplate, shared: boolean): Promise<void>;
  stopReminder(template: OrderTemplate): Promise<void>;
}

/**
 * The list's behaviour: the calls of each action (the server decides every right: a refusal is
 * shown as it comes), the list read again after each, the cart's cache and `anp-cart-changed`
 * after a template is used, and one dialog at a time.
 */
export function useOrderTemplates(data: OrderTemplatesData): OrderTemplatesState {
  const { t } = useKitTranslation(ORDER_TEMPLATES_NS);
  const describe = useErrorMessage();
  const api = useCartApi();
  const reminders = useRemindersApi();
  const { mutate } = useSWRConfig();
  const { host, lang } = useKitContext();
  const win = useKitWindow();
  // A template's reminder is read in the profile's zone, as the order detail's are.
  const profileZone = useUserContext().data?.user.timeZone;
  const [dialog, setDialog] = useState<TemplateDialog | null>(null);
  const [notice, setNotice] = useState<OrderTemplatesState['notice']>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { account, reload } = data;
  const options = { publishErrors: false, accountId: account } as const;

  const run = useCallback(
    async (template: OrderTemplate, work: () => Promise<string>): Promise<string | null> => {
      setBusyId(template.templateId);
      try {
        const text = await work();
        setNotice({ tone: 'success', text });
        await reload();
        return null;
      } catch (error) {
        return describe(error as PortalError);
      } finally {
        setBusyId(null);
      }
    },
    [describe, reload],
  );

  const inPlace = async (template: OrderTemplate, work: () => Promise<string>) => {
    const failure = await run(template, work);
    if (failure) setNotice({ tone: 'danger', text: t('notice.failed', { reason: failure }) });
  };

  const { mine, shared } = groupTemplates(data.list?.templates ?? []);
  return {
    status: data.status,
    hasAccount: data.hasAccount,
    account,
    mine,
    shared,
    errorText: data.error ? describe(data.error) : null,
    notice,
    busyId,
    dialog,
    open: (next) => {
      setNotice(null);
      setDialog(next);
    },
    close: () => setDialog(null),
    retry: data.retry,
    saved: (template) => {
      setDialog(null);
      setNotice({ tone: 'success', text: t('notice.saved', { name: template.name }) });
      void reload();
    },
    apply: async (template, mode) => {
      setBusyId(template.templateId);
      try {
        const applied = await api.applyTemplate(template.templateId, mode, options);
        const { summary, ...cart } = applied;
        await mutate([CART_KEY, account], cart, { revalidate: false });
        dispatchAnpEvent(host ?? win, 'anp-cart-changed', {
          count: cart.cartItems.length,
          ...(cart.encCartid ? { encCartId: cart.encCartid } : {}),
          source: 'order-templates',
        });
        setDialog({ kind: 'summary', summary });
        return null;
      } catch (error) {
        return describe(error as PortalError);
      } finally {
        setBusyId(null);
      }
    },
    rename: async (template, name) => {
      const failure = await run(template, async () => {
        const renamed = await api.renameTemplate(template.templateId, name, options);
        return t('notice.renamed', { name: renamed.name });
      });
      if (!failure) setDialog(null);
      return failure;
    },
    remove: async (template) => {
      const failure = await run(template, async () => {
        await api.deleteTemplate(template.templateId, options);
        return t('notice.deleted', { name: template.name });
      });
      if (!failure) setDialog(null);
      return failure;
    },
    remind: async (template, everyDays) => {
      const failure = await run(template, async () => {
        const timeZone = reminderZone(profileZone, browserTimeZone());
        await reminders.add(
          {
            kind: 'every',
            everyDays,
            date: firstReminderDay(new Date(), timeZone, everyDays),
            time: REMINDER_TIME,
            timeZone,
            templateId: template.templateId,
          },
          lang,
          { publishErrors: false },
        );
        return t('notice.reminderSet', { name: template.name, count: everyDays });
      });
      if (!failure) setDialog(null);
      return failure;
    },
    share: (template, next) =>
      inPlace(template, async () => {
        await api.shareTemplate(template.templateId, next, options);
        return t(next ? 'notice.shared' : 'notice.unshared', { name: template.name });
      }),
    stopReminder: (template) =>
      inPlace(template, async () => {
        if (template.reminder)
          await reminders.remove(template.reminder.reminderId, { publishErrors: false });
        return t('notice.reminderStopped', { name: template.name });
      }),
  };
}

/** The browser's own IANA zone, if it names one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
