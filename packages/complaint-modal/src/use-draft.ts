import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toPortalError, type PortalError } from '@anp/core';
import type { SupportApi } from '@anp/core/services/support';

export type DraftState =
  | { status: 'idle' }
  | { status: 'creating' }
  | { status: 'ready'; id: string }
  | { status: 'failed'; error: PortalError };

interface Session {
  promise: Promise<string>;
  id: string | null;
  /** Cancel or close came first: a draft that arrives later is deleted at once. */
  discarded: boolean;
}

export interface Draft {
  state: DraftState;
  /** The draft's id, creating it again first when the last attempt failed. */
  ensure(): Promise<string>;
  /** Creates the draft again after a failure (the Retry of the modal). */
  retry(): void;
  /** Cancel: deletes the draft (and, on the server, its files); a draft still on its way too. */
  discard(): void;
  /** After a submit: the draft is a case now and must not be deleted. */
  forget(): void;
  /** Forgets the submitted case and opens a new draft (Raise another complaint). */
  restart(): void;
  /**
   * Takes up a draft another way than creating it: `start` answers its id (a kept draft the
   * server still holds, or a new one when it is gone). Cancel meanwhile deletes what it answers.
   */
  resume(start: () => Promise<string>): Promise<string>;
}

const QUIET = { publishErrors: false } as const;

/**
 * The complaint's draft case (ordering.md §4 Complaint form): created when the modal opens (once
 * `active`), its id kept for the uploads and the submit; Cancel or closing deletes it. One draft
 * per opening, even in StrictMode. A modal the page removes deletes its draft only when
 * `keepOnUnmount` says nothing refers to it: a draft the kept complaint names outlives the page
 * (issue 12), and a page that unloads runs no cleanup at all.
 */
export function useDraft(
  api: SupportApi,
  active: boolean,
  keepOnUnmount: () => boolean = () => false,
): Draft {
  const [state, setState] = useState<DraftState>({ status: 'idle' });
  const session = useRef<Session | null>(null);
  const keep = useRef(keepOnUnmount);
  useLayoutEffect(() => {
    keep.current = keepOnUnmount;
  });

  const open = useCallback(
    (start: () => Promise<string>): Promise<string> => {
      const current: Session = { promise: Promise.resolve(''), id: null, discarded: false };
      current.promise = start().then(
        (id) => {
          if (current.discarded) {
            api.deleteDraft(id, QUIET).catch(() => undefined);
            throw new Error('The draft was discarded before it was created.');
          }
          current.id = id;
          if (session.current === current) setState({ status: 'ready', id });
          return id;
        },
        (error: unknown) => {
          if (session.current === current)
            setState({ status: 'failed', error: toPortalError(error) });
          throw error;
        },
      );
      // Failures are shown through the state; callers that await handle them themselves.
      current.promise.catch(() => undefined);
      session.current = current;
      setState({ status: 'creating' });
      return current.promise;
    },
    [api],
  );

  const create = useCallback(
    (): Promise<string> => open(() => api.createDraft('Complaint', QUIET).then((d) => d.id)),
    [api, open],
  );

  const discard = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    setState({ status: 'idle' });
    current.discarded = true;
    if (current.id !== null) api.deleteDraft(current.id, QUIET).catch(() => undefined);
  }, [api]);

  const forget = useCallback(() => {
    session.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => {
    if (active && session.current === null) void create();
  }, [active, create]);

  // Unmounted while a draft is open (the page removed the modal): delete it unless the kept
  // complaint refers to it. Deferred a task so StrictMode's unmount and remount of the same
  // component keeps its one draft, and the complaint is kept (on unmount) before it is asked.
  const unmountTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(unmountTimer.current);
    return () => {
      unmountTimer.current = setTimeout(() => {
        if (!keep.current()) discard();
      }, 0);
    };
  }, [discard]);

  const ensure = useCallback((): Promise<string> => {
    const current = session.current;
    if (current === null || (current.id === null && state.status === 'failed')) return create();
    return current.promise;
  }, [create, state.status]);

  return {
    state,
    ensure,
    retry: () => void create(),
    discard,
    forget,
    restart: () => {
      forget();
      void create();
    },
    resume: open,
  };
}
