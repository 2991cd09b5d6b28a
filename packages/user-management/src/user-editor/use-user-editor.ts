import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useKitContext, useKitWindow, type PortalError } from '@anp/core';
import { useUsersApi, type ManagedUser, type SaveWarning } from '@anp/core/services/users';
import {
  EDITOR_STEPS,
  accountProblems,
  basicProblems,
  clearDraft,
  draftBody,
  emptyForm,
  firstStepWithProblems,
  formOfUser,
  isChanged,
  readDraft,
  shipToProblems,
  writeDraft,
  type EditorForm,
  type EditorStep,
} from '../model/user-editor';
import { USER_EDITOR_KEYS } from './use-user-editor-data';

function tabStorage(win: Window): Storage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    // Storage access throws in some privacy modes: nothing is kept then.
    return null;
  }
}

const outcomeKey = (userId: string) => `anp:user-editor:outcome:${userId}`;

function keepOutcome(storage: Storage | null, userId: string, outcome: EditorOutcome): void {
  try {
    storage?.setItem(outcomeKey(userId), JSON.stringify(outcome));
  } catch {
    // Not kept: the user's page opens without the message.
  }
}

/** The outcome a new user's first save left for their page, read once. */
function takeOutcome(storage: Storage | null, userId: string | null): EditorOutcome | null {
  if (userId === null) return null;
  try {
    const text = storage?.getItem(outcomeKey(userId)) ?? null;
    storage?.removeItem(outcomeKey(userId));
    const value: unknown = text === null ? null : JSON.parse(text);
    return value && typeof value === 'object' && (value as EditorOutcome).kind === 'created'
      ? (value as EditorOutcome)
      : null;
  } catch {
    return null;
  }
}

/** The outcome of the last save or status change, shown above the form. */
export type EditorOutcome =
  | { kind: 'created'; warning: SaveWarning | null }
  | { kind: 'updated'; warning: SaveWarning | null }
  | { kind: 'saveFailed'; error: PortalError }
  | { kind: 'activated' }
  | { kind: 'deactivated' }
  | { kind: 'statusFailed'; error: PortalError };

export interface UserEditorState {
  /** The user's id (null while adding, until the first save). */
  userId: string | null;
  /** The user as last read or saved; null while adding. */
  user: ManagedUser | null;
  form: EditorForm;
  step: EditorStep;
  /** Steps whose problems are shown (the user tried to leave them, or to save). */
  shown: ReadonlySet<EditorStep>;
  /** Counts the refused Next and Save presses: each one moves the focus to the problems. */
  attempts: number;
  changed: boolean;
  saving: boolean;
  statusBusy: boolean;
  outcome: EditorOutcome | null;
  /** The last warning the server attached to a save, kept until the next save (§5). */
  warning: SaveWarning | null;
  setForm(change: (form: EditorForm) => EditorForm): void;
  goTo(step: EditorStep): void;
  /**
   * Next step, unless the current one has problems (then they are shown); `emailTaken`: the
   * e-mail check found another user with the address (the basic step cannot be left).
   */
  next(emailTaken?: boolean): boolean;
  back(): void;
  save(emailTaken?: boolean): Promise<void>;
  setStatus(to: 'activate' | 'deactivate'): Promise<void>;
  /** After VERSION_CONFLICT: drops the draft and starts from the version saved since. */
  reloadLatest(): Promise<void>;
}

/** Whether a step has problems now. */
export function stepHasProblems(form: EditorForm, step: EditorStep): boolean {
  if (step === 'basic') return Object.keys(basicProblems(form)).length > 0;
  if (step === 'accounts') return accountProblems(form).length > 0;
  if (step === 'shipTos') return shipToProblems(form).length > 0;
  return false;
}

/**
 * The editor's behaviour: the form and its step, kept in the tab's storage on every change (per
 * user id) and cleared on a successful save; the checks of each step before the next; save (POST
 * for a new user, PUT with the version read), activation, and the outcome of each.
 */
export function useUserEditor(options: {
  userId: string | null;
  user: ManagedUser | null;
  onCreated?(user: ManagedUser): void;
}): UserEditorState {
  const { onCreated } = options;
  const win = useKitWindow();
  const storage = useMemo(() => tabStorage(win), [win]);
  const { country, lang } = useKitContext();
  const api = useUsersApi();
  const { mutate } = useSWRConfig();

  const [userId, setUserId] = useState(options.userId);
  const [user, setUser] = useState<ManagedUser | null>(options.user);
  const baseline = useMemo(
    () => (user ? formOfUser(user) : emptyForm(country, lang)),
    [user, country, lang],
  );
  const [kept] = useState(() => readDraft(storage, options.userId));
  const [form, setFormState] = useState<EditorForm>(() => kept?.form ?? baseline);
  const [step, setStep] = useState<EditorStep>(() => kept?.step ?? 'basic');
  const [version, setVersion] = useState<number | null>(
    () => kept?.version ?? options.user?.version ?? null,
  );
  const [shown, setShown] = useState<ReadonlySet<EditorStep>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [saving, setSaving] = useState(false);
  const [statusBusy, setStatusBusy] = useState(false);
  // A new user's first save moves to their own page: the outcome and warning follow it there.
  const [arrived] = useState(() => takeOutcome(storage, options.userId));
  const [outcome, setOutcome] = useState<EditorOutcome | null>(arrived);
  const [warning, setWarning] = useState<SaveWarning | null>(
    arrived?.kind === 'created' ? arrived.warning : null,
  );
  const changed = isChanged(form, baseline);

  // Every change is kept at once (reload, a failed save, another step); an unchanged form keeps
  // nothing, so opening a user and leaving leaves no draft behind.
  const latest = useRef({ form, step, version, userId, changed });
  useLayoutEffect(() => {
    latest.current = { form, step, version, userId, changed };
  });
  useEffect(() => {
    if (changed) writeDraft(storage, { userId, version, step, form });
    else clearDraft(storage, userId);
  }, [storage, userId, version, step, form, changed]);

  const setForm = useCallback((change: (form: EditorForm) => EditorForm) => {
    setFormState((current) => change(current));
  }, []);

  const goTo = useCallback((to: EditorStep) => {
    setStep(to);
    setOutcome((o) => (o?.kind === 'saveFailed' ? o : null));
  }, []);

  const next = useCallback((emailTaken = false) => {
    const at = latest.current.step;
    if (stepHasProblems(latest.current.form, at) || (at === 'basic' && emailTaken)) {
      setShown((s) => new Set(s).add(at));
      setAttempts((n) => n + 1);
      return false;
    }
    const index = EDITOR_STEPS.indexOf(at);
    setStep(EDITOR_STEPS[Math.min(index + 1, EDITOR_STEPS.length - 1)] ?? 'review');
    return true;
  }, []);

  const back = useCallback(() => {
    const index = EDITOR_STEPS.indexOf(latest.current.step);
    setStep(EDITOR_STEPS[Math.max(index - 1, 0)] ?? 'basic');
  }, []);

  const save = useCallback(
    async (emailTaken = false) => {
      const current = latest.current;
      const wrong = emailTaken ? 'basic' : firstStepWithProblems(current.form);
      if (wrong) {
        setShown(new Set(EDITOR_STEPS));
        setStep(wrong);
        setAttempts((n) => n + 1);
        return;
      }
      setSaving(true);
      setOutcome(null);
      try {
        const saved =
          current.userId === null
            ? await api.create(draftBody(current.form), { publishErrors: false })
            : await api.update(
                current.userId,
                draftBody(current.form, current.version ?? undefined),
                { publishErrors: false },
              );
        clearDraft(storage, current.userId);
        setUser(saved.user);
        setUserId(saved.user.id);
        setVersion(saved.user.version);
        setFormState(formOfUser(saved.user));
        setShown(new Set());
        setWarning(saved.warning);
        setOutcome({
          kind: current.userId === null ? 'created' : 'updated',
          warning: saved.warning,
        });
        void mutate([USER_EDITOR_KEYS.user, saved.user.id], saved.user, { revalidate: false });
        void mutate((key) => Array.isArray(key) && key[0] === USER_EDITOR_KEYS.history);
        if (current.userId === null && onCreated) {
          keepOutcome(storage, saved.user.id, { kind: 'created', warning: saved.warning });
          onCreated(saved.user);
        }
      } catch (error) {
        // The draft stays in the tab's storage: nothing typed is lost.
        const failure = error as PortalError;
        setOutcome({ kind: 'saveFailed', error: failure });
        if (failure.serverCode === 'EMAIL_EXISTS') setStep('basic');
        else if (
          ['DUPLICATE_ASSOCIATION', 'MIN_SELECTION', 'PRIMARY_REQUIRED'].includes(
            failure.serverCode ?? '',
          ) ||
          failure.code === 'WRONG_MARKET'
        )
          setStep('accounts');
      } finally {
        setSaving(false);
      }
    },
    [api, mutate, onCreated, storage],
  );

  const setStatus = useCallback(
    async (to: 'activate' | 'deactivate') => {
      const id = latest.current.userId;
      if (id === null) return;
      setStatusBusy(true);
      setOutcome(null);
      try {
        const updated =
          to === 'activate'
            ? await api.activate(id, { publishErrors: false })
            : await api.deactivate(id, { publishErrors: false });
        setUser(updated);
        // A status change moves the version on; a draft keeps its edits over the new version.
        setVersion(updated.version);
        setOutcome({ kind: to === 'activate' ? 'activated' : 'deactivated' });
        void mutate([USER_EDITOR_KEYS.user, id], updated, { revalidate: false });
        void mutate((key) => Array.isArray(key) && key[0] === USER_EDITOR_KEYS.history);
      } catch (error) {
        setOutcome({ kind: 'statusFailed', error: error as PortalError });
      } finally {
        setStatusBusy(false);
      }
    },
    [api, mutate],
  );

  const reloadLatest = useCallback(async () => {
    const id = latest.current.userId;
    if (id === null) return;
    try {
      const fresh = await api.get(id, { publishErrors: false });
      clearDraft(storage, id);
      setUser(fresh);
      setVersion(fresh.version);
      setFormState(formOfUser(fresh));
      setOutcome(null);
      void mutate([USER_EDITOR_KEYS.user, id], fresh, { revalidate: false });
    } catch (error) {
      setOutcome({ kind: 'saveFailed', error: error as PortalError });
    }
  }, [api, mutate, storage]);

  return {
    userId,
    user,
    form,
    step,
    shown,
    attempts,
    changed,
    saving,
    statusBusy,
    outcome,
    warning,
    setForm,
    goTo,
    next,
    back,
    save,
    setStatus,
    reloadLatest,
  };
}
