import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import {
  formatNumber,
  toPortalError,
  useKitContext,
  useSelectedAccount,
  windowOf,
  type PortalError,
} from '@anp/core';
import { localToday } from '@anp/ui/date-picker';
import { useSupportApi, type CustomerCase } from '@anp/core/services/support';
import {
  belongsTo,
  buildPayload,
  formReducer,
  isDirty,
  type ComplaintForm,
  initialForm,
  problemFromServer,
  problemsByField,
  validateForm,
  type FieldId,
  type FormAction,
  type FormDefaults,
  type Problem,
  type SavedUpload,
  type ValidationContext,
} from './model';
import { readSavedComplaint, removeSavedComplaint } from './saved-complaint';
import { useComplaintAttachments } from './use-complaint-attachments';
import { useComplaintData, useProductSearch } from './use-complaint-data';
import { useComplaintKeeping, type KeptContent } from './use-complaint-keeping';
import { useDraft } from './use-draft';

const QUIET = { publishErrors: false } as const;

/**
 * Taking up a complaint the tab kept (issue 12): `pending` until the form's data and the user are
 * known, `resuming` while the server is asked whether its draft is still there, then `done` (also
 * when nothing was kept).
 */
type RestoreStep = 'pending' | 'resuming' | 'done';

/** The modal took up a kept complaint: it says so, and names the files to choose again. */
export interface Restored {
  lostFiles: string[];
}

/** A draft the server no longer holds as a draft: discarded after a day, or submitted. */
const draftGone = (status: number | undefined) =>
  status === 404 || status === 409 || status === 410;

export type Phase = 'form' | 'submitting' | 'success';

/**
 * Where the modal starts, for stories and visual checks: a filled form, its errors shown, or the
 * success dialog of a submitted case. Not part of the element or the component's props.
 */
export interface ComplaintPreset {
  form?: ComplaintForm;
  showErrors?: boolean;
  submitted?: CustomerCase;
}

/** A DOM id for a field, unique per modal (`line:100245:qty` becomes `…-line_100245_qty`). */
export const domIdOf = (base: string, field: FieldId) =>
  `${base}-${field.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.charCodeAt(0).toString(16)}`)}`;

/** The market's decimal separator for typed quantities: ',' for pt-BR (br, co), else '.'. */
export const decimalSeparatorOf = (country: string): '.' | ',' =>
  formatNumber(1.5, country, 1).includes(',') ? ',' : '.';

/**
 * The behaviour of the complaint modal (ordering.md §4 Complaint form): its data, the form and
 * its validation, which errors show (a field once left, all of them once Submit was pressed), the
 * draft, and the submit that happens at most once at a time.
 */
export function useComplaint(options: {
  baseId: string;
  onClose: () => void;
  onSubmitted?: ((submitted: CustomerCase) => void) | undefined;
  preset?: ComplaintPreset | undefined;
}) {
  const { baseId, onClose, onSubmitted } = options;
  const api = useSupportApi();
  const { country, root } = useKitContext();
  const data = useComplaintData(true);
  const { preset } = options;
  const win = windowOf(root);
  const selectedAccount = useSelectedAccount().key;
  // The account the complaint is for and what the tab kept for it, as they were at opening.
  const [opening] = useState(() => ({
    account: selectedAccount,
    saved: preset ? null : readSavedComplaint(win, selectedAccount),
  }));
  const { account, saved } = opening;
  const [restoreStep, setRestoreStep] = useState<RestoreStep>(saved ? 'pending' : 'done');
  const [restored, setRestored] = useState<Restored | null>(null);
  const keptRef = useRef<() => boolean>(() => false);
  // A kept complaint's draft is taken up, not created anew; it outlives a modal the page removes.
  const draft = useDraft(api, restoreStep === 'done', () => keptRef.current());
  const [form, dispatch] = useReducer(formReducer, undefined, () => preset?.form ?? initialForm());
  const [touched, setTouched] = useState<ReadonlySet<FieldId>>(() => new Set());
  const [showAll, setShowAll] = useState(preset?.showErrors === true);
  const [phase, setPhase] = useState<Phase>(preset?.submitted ? 'success' : 'form');
  const [submitError, setSubmitError] = useState<PortalError | null>(null);
  const [submitted, setSubmitted] = useState<CustomerCase | null>(preset?.submitted ?? null);
  const submitting = useRef(false);
  const attachments = useComplaintAttachments({
    configurations: data.configurations,
    ensureDraft: draft.ensure,
    draftId: draft.state.status === 'ready' ? draft.state.id : null,
  });
  const { queue } = attachments;
  const { reset: resetUploads, restore: restoreUploads } = queue;

  const plants = data.plants?.plants;
  const defaults = useMemo<FormDefaults>(
    () => ({
      phoneNumber: data.userPhone,
      plant: plants?.length === 1 ? (plants[0]?.id ?? null) : null,
    }),
    [data.userPhone, plants],
  );
  // The defaults (the user's phone, an account's only plant) arrive with the data, before the
  // form is shown; they are applied once, and again on every reset.
  const defaultsApplied = useRef(preset?.form !== undefined);
  useEffect(() => {
    if (!data.ready || defaultsApplied.current || restoreStep === 'pending') return;
    defaultsApplied.current = true;
    // A restored form keeps what the user had (their own phone number, or none).
    if (!restored) dispatch({ type: 'reset', defaults });
  }, [data.ready, defaults, restoreStep, restored]);

  // A complaint the tab kept (a reload, a sign-in renewal) comes back once the user is known: the
  // form as it was (state adjusted while rendering), its draft if the server still holds it (with
  // the files it holds), else a new draft and the names of the files to choose again.
  if (restoreStep === 'pending' && saved && data.ready) {
    const mine = belongsTo(saved, data.userId);
    setRestoreStep(mine && saved.draftId !== null ? 'resuming' : 'done');
    if (mine) {
      dispatch({ type: 'restore', form: saved.form });
      setRestored({ lostFiles: [] });
    }
  }
  // Another user's complaint (someone else signed in in this tab) is removed unseen.
  const foreign = saved !== null && data.ready && !belongsTo(saved, data.userId);
  useEffect(() => {
    if (foreign) removeSavedComplaint(win, account);
  }, [foreign, win, account]);

  const { resume: resumeDraft } = draft;
  const resumeStarted = useRef(false);
  useEffect(() => {
    const draftId = saved?.draftId;
    if (restoreStep !== 'resuming' || !saved || !draftId || resumeStarted.current) return;
    resumeStarted.current = true;
    let uploads: SavedUpload[] = [];
    resumeDraft(async () => {
      try {
        const { documents } = await api.listDocuments(draftId, QUIET);
        uploads = documents.map((d) => ({
          id: d.id,
          name: d.metadata.docName,
          size: d.sizeBytes,
          type: d.mimeType,
        }));
        return draftId;
      } catch (error) {
        // Not known whether it is still there (offline, a server error): kept as it was.
        if (!draftGone(toPortalError(error).status)) {
          uploads = saved.uploads;
          return draftId;
        }
      }
      // Gone: a new draft; what was typed stays, the files must be chosen again.
      if (saved.uploads.length > 0) setRestored({ lostFiles: saved.uploads.map((u) => u.name) });
      const created = await api.createDraft('Complaint', QUIET);
      return created.id;
    }).then(
      () => {
        restoreUploads(uploads);
        setRestoreStep('done');
      },
      () => setRestoreStep('done'),
    );
  }, [restoreStep, saved, api, resumeDraft, restoreUploads]);

  // What the user typed and uploaded is kept in the tab until submitted or discarded.
  const draftId = draft.state.status === 'ready' ? draft.state.id : null;
  const uploaded = useMemo(
    () =>
      queue.items.flatMap((i): SavedUpload[] =>
        i.status === 'done' && i.remoteId
          ? [{ id: i.remoteId, name: i.file.name, size: i.file.size, type: i.file.type }]
          : [],
      ),
    [queue.items],
  );
  const keptContent = useMemo<KeptContent | null>(() => {
    if (!data.userId) return null;
    // While the kept draft is being asked about, the record keeps naming it and its files.
    const resuming = restoreStep === 'resuming' && saved !== null;
    const uploads = resuming ? saved.uploads : uploaded;
    if (!isDirty(form, defaults) && uploads.length === 0) return null;
    return {
      userId: data.userId,
      draftId: resuming ? saved.draftId : draftId,
      form,
      uploads,
    };
  }, [data.userId, restoreStep, saved, uploaded, form, defaults, draftId]);
  const keeping = useComplaintKeeping({
    win,
    account,
    active: !preset && data.ready && restoreStep !== 'pending' && phase !== 'success',
    content: keptContent,
  });
  useLayoutEffect(() => {
    keptRef.current = keeping.kept;
  });

  const decimalSeparator = decimalSeparatorOf(country);
  const today = localToday();
  const context = useMemo<ValidationContext>(
    () => ({
      today,
      categories: data.configurations?.categories ?? [],
      plantIds: (plants ?? []).map((p) => p.id),
      unitCodes: (data.options?.unitsOfMeasure ?? []).map((u) => u.code),
      decimalSeparator,
    }),
    [today, data.configurations, plants, data.options, decimalSeparator],
  );
  // A field the server refused on the last submit shows until the form changes.
  const [serverProblem, setServerProblem] = useState<{
    problem: Problem;
    form: ComplaintForm;
  } | null>(null);
  const problems = useMemo(() => {
    const own = validateForm(form, context);
    if (!serverProblem || serverProblem.form !== form) return own;
    return own.some((p) => p.field === serverProblem.problem.field)
      ? own
      : [serverProblem.problem, ...own];
  }, [form, context, serverProblem]);
  const byField = useMemo(() => problemsByField(problems), [problems]);

  const search = useProductSearch({
    enabled: data.ready && phase !== 'success',
    plant: form.plant,
    input: form.productSearch,
  });

  const touch = useCallback(
    (field: FieldId) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    [],
  );
  /** The problem a field shows: once the user left it, or after Submit was pressed. */
  const problemOf = (field: FieldId): Problem | null =>
    showAll || touched.has(field) ? (byField.get(field) ?? null) : null;

  // Focus moves once the field's message has rendered.
  const focusAfterRender = useRef<FieldId | null>(null);
  useEffect(() => {
    const field = focusAfterRender.current;
    if (field === null) return;
    focusAfterRender.current = null;
    const element = root.getElementById(domIdOf(baseId, field));
    element?.focus();
  });

  const focusField = useCallback(
    (field: FieldId) => {
      const element = root.getElementById(domIdOf(baseId, field));
      element?.focus();
      element?.scrollIntoView?.({ block: 'center' });
    },
    [root, baseId],
  );

  const clearForm = useCallback(() => {
    dispatch({ type: 'reset', defaults });
    setTouched(new Set());
    setShowAll(false);
    setSubmitError(null);
    // The server keeps the files with the case, or deletes them with the draft.
    resetUploads();
  }, [defaults, resetUploads]);

  const submit = async () => {
    if (submitting.current || queue.busy) return;
    setShowAll(true);
    const first = problems[0];
    if (first) {
      focusField(first.field);
      return;
    }
    if (!data.userId || !data.configurations || !plants) return;
    submitting.current = true;
    setPhase('submitting');
    setSubmitError(null);
    let result: CustomerCase;
    try {
      // The draft may still be on its way (or failed: it is tried again here).
      const caseId = await draft.ensure();
      const payload = buildPayload(form, {
        caseId,
        userId: data.userId,
        mailToCode: data.configurations.mailToCode,
        plants,
        caseDocs: queue.uploadedIds,
        decimalSeparator,
      });
      result = await api.submitCase(payload, { publishErrors: false });
    } catch (error) {
      // Everything typed stays; the message says what went wrong, at the field when it names one.
      const failure = toPortalError(error);
      const problem = problemFromServer(failure.field, form);
      setServerProblem(problem ? { problem, form } : null);
      setSubmitError(failure);
      setPhase('form');
      if (problem) focusAfterRender.current = problem.field;
      return;
    } finally {
      submitting.current = false;
    }
    // The draft is a case now: it must survive the reset and the closing of the modal.
    draft.forget();
    keeping.clear();
    setRestored(null);
    clearForm();
    setSubmitted(result);
    setPhase('success');
    onSubmitted?.(result);
  };

  /** Cancel, Escape, the close button or the backdrop: the draft is discarded (ordering.md §4). */
  const close = () => {
    if (submitting.current) return;
    // The user is done with this complaint: nothing of it stays in the tab.
    keeping.clear();
    if (phase !== 'success') {
      resetUploads();
      draft.discard();
    }
    onClose();
  };

  /** From the success dialog: a new draft and an empty form for the next case. */
  const startAnother = () => {
    clearForm();
    setSubmitted(null);
    setPhase('form');
    keeping.resume();
    draft.restart();
  };

  return {
    data,
    draft: draft.state,
    retryDraft: draft.retry,
    /** The form was taken up from what the tab kept (null otherwise). */
    restored,
    attachments,
    form,
    dispatch: dispatch as (action: FormAction) => void,
    problems,
    problemOf,
    touch,
    showAll,
    search,
    phase,
    submitError,
    submitted,
    /** Files are still being sent: Submit waits. */
    uploadsBusy: queue.busy,
    submit,
    close,
    startAnother,
    context,
  };
}

/** What the views of the modal render from. */
export type ComplaintBehaviour = ReturnType<typeof useComplaint>;
