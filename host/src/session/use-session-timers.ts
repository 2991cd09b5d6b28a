import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { signOut, useKitContext, type AuthUser } from '@anp/core';
import { sessionGuardOf, signInAgain, startSession, type SessionHandle } from '@anp/core/session';

/** What the session asks of the user now. */
export type SessionPrompt =
  { kind: 'none' } | { kind: 'idle-warning'; deadline: number } | { kind: 'ended' };

export interface SessionTimers {
  prompt: SessionPrompt;
  staySignedIn(): void;
  signOutNow(): void;
  signInAgain(): void;
  /** Sign out after the session ended (no server call: it would wait for a sign-in). */
  signOutEnded(): void;
}

/**
 * Runs the signed-in session of the portal page (token renewal, idle warning and logout, the
 * other tabs) for as long as `user` is signed in, and says which dialog the page shows: the
 * idle warning with its deadline, or "Your session has ended" once a renewal was refused.
 */
export function useSessionTimers(
  user: AuthUser | null | undefined,
  signOutWithServer: () => Promise<void>,
): SessionTimers {
  const { services, config } = useKitContext();
  const { auth } = services;
  const guard = sessionGuardOf(auth);
  const ended = useSyncExternalStore(guard.subscribe, () => guard.ended);
  const [deadline, setDeadline] = useState<number | null>(null);
  const handle = useRef<SessionHandle | null>(null);
  const signOutRef = useRef(signOutWithServer);
  useEffect(() => {
    signOutRef.current = signOutWithServer;
  }, [signOutWithServer]);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return undefined;
    const session = startSession({
      auth,
      config,
      user: userId,
      onWarning: setDeadline,
      onActive: () => setDeadline(null),
      signOut: () => signOutRef.current(),
    });
    handle.current = session;
    return () => {
      session.stop();
      handle.current = null;
      setDeadline(null);
    };
  }, [userId, auth, config]);

  const prompt: SessionPrompt = ended
    ? { kind: 'ended' }
    : deadline !== null
      ? { kind: 'idle-warning', deadline }
      : { kind: 'none' };

  return {
    prompt,
    staySignedIn: useCallback(() => handle.current?.staySignedIn(), []),
    signOutNow: useCallback(() => {
      setDeadline(null);
      void handle.current?.signOutNow();
    }, []),
    signInAgain: useCallback(() => {
      signInAgain(auth).catch((error: unknown) => {
        console.error('AN Portal Kit: sign-in failed', error);
      });
    }, [auth]),
    signOutEnded: useCallback(() => {
      handle.current?.stop();
      void signOut({ auth });
    }, [auth]),
  };
}
