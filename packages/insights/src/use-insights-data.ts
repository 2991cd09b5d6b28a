import { useSelectedAccount, useUserContext, type Account, type PortalError } from '@anp/core';

export interface InsightsData {
  /** Loading until the user context answers; error when it failed. */
  status: 'loading' | 'error' | 'ready';
  /** The account the page works on (the session's); null when none is chosen. */
  account: Account | null;
  error: PortalError | null;
  retry(): void;
}

/**
 * The widget's data: the signed-in user's context (GET users/context, shared with the shell) and
 * the session's selected account, which follows a switch in any element or tab. A feature's own
 * reads go here, over @anp/core's services, keyed by `useSelectedAccount().key`.
 */
export function useInsightsData(): InsightsData {
  const context = useUserContext();
  const selected = useSelectedAccount({ details: true });
  return {
    status: context.data ? 'ready' : context.error ? 'error' : 'loading',
    account: selected.account,
    error: context.error ?? null,
    retry: () => void context.mutate(),
  };
}
