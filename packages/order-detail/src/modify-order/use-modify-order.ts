import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  requestNavigation,
  toPortalError,
  useKitContext,
  usePortalLinks,
  windowOf,
  type PortalError,
} from '@anp/core';
import { stepQuantity } from '@anp/rules/cart';
import { useOrdersApi, type ModifiedOrderDraft, type OrderDetail } from '@anp/core/services/orders';
import {
  changesOf,
  formOfDraft,
  sameForm,
  updateOf,
  validateModification,
  withQuantity,
  type ModifyChange,
  type ModifyForm,
  type ModifyProblems,
} from '../model/modification';
import { cutoffState } from '../model/cutoff';
import { rememberOutcome } from '../modification-outcome';
import { orderPage } from '../order-pages';
import { useNow } from '../use-now';
import {
  ORDER_DETAIL_KEYS,
  useModificationDrafts,
  useOrder,
  usePlantRules,
  useOrderAccount,
  type PlantRules,
} from '../use-order-detail-data';

/** Why the order can no longer be changed. */
export type ClosedReason =
  /** ordering.md §4: the notice tile offers modification until a cut-off time. */
  | { kind: 'cutoff'; cutoff: string | null }
  /** No longer Placed (Scheduled, Shipped, ...): the plant has taken it. */
  | { kind: 'status'; status: string };

export type ModifyPhase =
  | { phase: 'loading' }
  | { phase: 'notFound' }
  | { phase: 'failed'; error: PortalError; retry(): void }
  /** Closed and no draft to show: nothing can be changed. */
  | { phase: 'closed'; order: OrderDetail; reason: ClosedReason }
  | { phase: 'ready'; order: OrderDetail };

export type Busy = 'save' | 'submit' | 'discard' | null;

/** The last thing the page did, said above the buttons. */
export type Feedback =
  | { kind: 'saved'; at: string }
  | { kind: 'noChanges' }
  | { kind: 'problems' }
  | { kind: 'emptyLines' }
  | { kind: 'failed'; action: 'save' | 'submit' | 'discard'; error: PortalError }
  | null;

export interface ModifyOrder {
  state: ModifyPhase;
  /** The working copy; kept on screen whatever the server answers. */
  form: ModifyForm | null;
  /** The working copy holds edits the server's draft does not have. */
  unsaved: boolean;
  /** When the draft was last saved (the server's time), null before a save. */
  savedAt: string | null;
  problems: ModifyProblems | null;
  /** Show rule problems everywhere (after Submit), not only on fields the user left. */
  showProblems: boolean;
  /** Whether a field's rule problem shows: everywhere after Submit, else once the user left it. */
  showsProblem(field: string): boolean;
  /** The user left a field (or stepped a quantity): its problem may show from now on. */
  touch(field: string): void;
  /** The confirmation of Discard draft is open. */
  confirmingDiscard: boolean;
  askDiscard(): void;
  cancelDiscard(): void;
  changes: ModifyChange[];
  /** Set once the order cannot be changed any more: the form stays, read-only. */
  closed: ClosedReason | null;
  busy: Busy;
  feedback: Feedback;
  plant: PlantRules;
  now: number;
  setQuantity(sku: string, quantity: number | null): void;
  step(sku: string, direction: 1 | -1): void;
  setDate(date: string): void;
  setPo(po: string): void;
  setNote(note: string): void;
  save(): Promise<void>;
  submit(): Promise<void>;
  discard(): Promise<void>;
}

/** ordering.md §4: the server refuses a change after the cut-off, or once no longer Placed. */
function closedReasonOf(error: PortalError, order: OrderDetail | undefined): ClosedReason | null {
  if (error.serverCode === 'CUTOFF_PASSED')
    return { kind: 'cutoff', cutoff: order?.modifiableUntil ?? null };
  if (error.serverCode === 'NOT_MODIFIABLE')
    return order && order.status !== 'Placed'
      ? { kind: 'status', status: order.status }
      : { kind: 'cutoff', cutoff: order?.modifiableUntil ?? null };
  return null;
}

/** Closed by what the order itself says (before any call). */
function closedByOrder(order: OrderDetail, now: number): ClosedReason | null {
  if (order.status !== 'Placed') return { kind: 'status', status: order.status };
  if (!order.modifiable || cutoffState(order.modifiableUntil, now).state !== 'open')
    return { kind: 'cutoff', cutoff: order.modifiableUntil };
  return null;
}

/**
 * The modify page's behaviour (ordering.md §2 orders/{orderNr}/modify, §4 order modification):
 * it works on the user's modified-order draft of the order, or starts one; the user changes
 * quantities, the requested date, PO and note; Save draft, Discard draft and Submit changes.
 * Nothing typed is lost: after a refusal (409 CUTOFF_PASSED) the form stays as it was.
 */
export function useModifyOrder(orderNumber: string): ModifyOrder {
  const api = useOrdersApi();
  const { mutate } = useSWRConfig();
  const { host, root } = useKitContext();
  const { hrefOf } = usePortalLinks();
  const account = useOrderAccount();
  const order = useOrder(orderNumber);
  const drafts = useModificationDrafts(orderNumber !== '');
  const plant = usePlantRules(order.data, account);
  const now = useNow(order.data?.modifiableUntil);

  const [form, setForm] = useState<ModifyForm | null>(null);
  const [saved, setSaved] = useState<ModifyForm | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [refused, setRefused] = useState<ClosedReason | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [startError, setStartError] = useState<PortalError | null>(null);
  const starting = useRef(false);
  // The working copy as last rendered, to tell whether the user typed while a save travelled.
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  }, [form]);

  const adopt = useCallback((draft: ModifiedOrderDraft, keepForm: boolean, stored = true) => {
    const next = formOfDraft(draft);
    setSaved(next);
    setSavedAt(stored ? draft.updatedAt : null);
    if (!keepForm) setForm(next);
  }, []);

  // The user's draft of this order, else a new one from the order (the draft carries the product
  // rules the quantities need; the order's lines do not). Starting names no change, so the API
  // saves nothing: opening the page leaves no draft behind (the detail would claim unsent
  // changes), and nothing says "saved" until the user saves.
  const existing = drafts.data?.drafts.find((d) => d.orderNumber === orderNumber);
  if (form === null && existing && order.data) {
    // Adjusted while rendering (React's pattern for state that follows data): no blank render.
    const next = formOfDraft(existing);
    setForm(next);
    setSaved(next);
    setSavedAt(existing.updatedAt);
  }
  useEffect(() => {
    if (form || existing || !order.data || !drafts.data) return;
    if (closedByOrder(order.data, Date.now()) || starting.current || startError) return;
    starting.current = true;
    api
      .saveModification({ orderNumber, apply: false }, { publishErrors: false })
      .then((result) => {
        if (result.draft) adopt(result.draft, false, false);
      })
      .catch((caught: unknown) => {
        const error = toPortalError(caught);
        const reason = closedReasonOf(error, order.data);
        if (reason) setRefused(reason);
        else setStartError(error);
      })
      .finally(() => {
        starting.current = false;
      });
  }, [form, order.data, drafts.data, existing, orderNumber, api, adopt, startError]);

  const closed: ClosedReason | null =
    refused ?? (order.data ? closedByOrder(order.data, now) : null);

  const dateRules = plant.state === 'ready' ? plant.rules : null;
  const problems = useMemo(
    () =>
      form && order.data
        ? validateModification(form, { originalDate: order.data.requestedDate, dateRules })
        : null,
    [form, order.data, dateRules],
  );
  const changes = useMemo(
    () => (form && order.data ? changesOf(form, order.data) : []),
    [form, order.data],
  );
  const unsaved = form !== null && saved !== null && !sameForm(form, saved);

  const edit = useCallback((change: (f: ModifyForm) => ModifyForm) => {
    setForm((f) => (f ? change(f) : f));
    setFeedback((fb) => (fb?.kind === 'saved' || fb?.kind === 'noChanges' ? null : fb));
  }, []);

  const goToOrder = useCallback(() => {
    const win = windowOf(root);
    requestNavigation(host ?? win, hrefOf(orderPage(orderNumber)), win);
  }, [root, host, hrefOf, orderNumber]);

  const refuse = useCallback(
    (action: 'save' | 'submit' | 'discard', caught: unknown) => {
      const error = toPortalError(caught);
      const reason = closedReasonOf(error, order.data);
      if (reason) {
        setRefused(reason);
        setFeedback(null);
        // The order changed on the server (status, cut-off): read it again for the page.
        void order.mutate();
      } else setFeedback({ kind: 'failed', action, error });
    },
    [order],
  );

  const save = useCallback(async () => {
    if (!form || busy) return;
    if (form.lines.some((l) => l.quantity === null)) {
      setShowProblems(true);
      setFeedback({ kind: 'emptyLines' });
      return;
    }
    setBusy('save');
    setFeedback(null);
    const sent = form;
    try {
      const result = await api.saveModification(updateOf(sent, false), { publishErrors: false });
      if (result.draft) {
        // Edits typed while the call travelled stay on screen (and make the page "unsaved").
        adopt(result.draft, formRef.current !== sent);
        setFeedback({ kind: 'saved', at: result.draft.updatedAt });
      }
      void mutate(ORDER_DETAIL_KEYS.drafts);
    } catch (caught) {
      refuse('save', caught);
    } finally {
      setBusy(null);
    }
  }, [form, busy, api, adopt, mutate, refuse]);

  const submit = useCallback(async () => {
    if (!form || !problems || busy) return;
    setShowProblems(true);
    if (problems.count > 0) {
      setFeedback({ kind: 'problems' });
      return;
    }
    if (changes.length === 0) {
      setFeedback({ kind: 'noChanges' });
      return;
    }
    setBusy('submit');
    setFeedback(null);
    try {
      await api.saveModification(updateOf(form, true), { publishErrors: false });
      rememberOutcome({ orderNumber, kind: 'submitted', changes }, windowOf(root));
      // The order changed: every view of it (this page's, the detail's, the notices) reads it again.
      await Promise.all([
        order.mutate(),
        mutate(ORDER_DETAIL_KEYS.drafts),
        mutate((key) => Array.isArray(key) && key[0] === ORDER_DETAIL_KEYS.open),
      ]);
      goToOrder();
    } catch (caught) {
      refuse('submit', caught);
    } finally {
      setBusy(null);
    }
  }, [form, problems, busy, changes, api, orderNumber, root, order, mutate, goToOrder, refuse]);

  const discard = useCallback(async () => {
    setConfirmingDiscard(false);
    if (busy) return;
    setBusy('discard');
    setFeedback(null);
    try {
      await api.deleteModificationDraft(orderNumber, { publishErrors: false });
      rememberOutcome({ orderNumber, kind: 'discarded' }, windowOf(root));
      await mutate(ORDER_DETAIL_KEYS.drafts);
      goToOrder();
    } catch (caught) {
      const error = toPortalError(caught);
      // Already gone is what the user wanted.
      if (error.code === 'NOT_FOUND') {
        await mutate(ORDER_DETAIL_KEYS.drafts);
        goToOrder();
      } else setFeedback({ kind: 'failed', action: 'discard', error });
    } finally {
      setBusy(null);
    }
  }, [busy, api, orderNumber, root, mutate, goToOrder]);

  let state: ModifyPhase;
  const loadError = order.error ?? drafts.error ?? startError;
  if (order.error?.code === 'NOT_FOUND' || order.error?.code === 'ORDER_NUMBER_INVALID')
    state = { phase: 'notFound' };
  else if (loadError && !form)
    state = {
      phase: 'failed',
      error: loadError,
      retry: () => {
        setStartError(null);
        void order.mutate();
        void drafts.mutate();
      },
    };
  else if (order.data && form) state = { phase: 'ready', order: order.data };
  else if (order.data && drafts.data && !existing && closed)
    state = { phase: 'closed', order: order.data, reason: closed };
  else state = { phase: 'loading' };

  return {
    state,
    form,
    unsaved,
    savedAt,
    problems,
    showProblems,
    showsProblem: (field) => showProblems || touched.has(field),
    touch: (field) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    confirmingDiscard,
    askDiscard: () => setConfirmingDiscard(true),
    cancelDiscard: () => setConfirmingDiscard(false),
    changes,
    closed,
    busy,
    feedback,
    plant,
    now,
    setQuantity: (sku, quantity) => edit((f) => withQuantity(f, sku, quantity)),
    step: (sku, direction) =>
      edit((f) => {
        const line = f.lines.find((l) => l.sku === sku);
        return line ? withQuantity(f, sku, stepQuantity(line.quantity, line.rules, direction)) : f;
      }),
    setDate: (date) => edit((f) => ({ ...f, requestedDate: date })),
    setPo: (po) => edit((f) => ({ ...f, po })),
    setNote: (note) => edit((f) => ({ ...f, note })),
    save,
    submit,
    discard,
  };
}
