import useSWR from 'swr';
import { useKitContext, useSelectedAccount, useUserContext, type PortalError } from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import {
  useSupportApi,
  type CaseConfigurations,
  type CaseOptions,
  type CaseProductList,
  type PlantList,
} from '@anp/core/services/support';

/**
 * SWR keys of the complaint form's reads. They carry the selected account (the calls'
 * X-Account-Id), so an account switch never offers another account's plants or products.
 */
export const COMPLAINT_KEYS = {
  configurations: 'anp:customerCase/configurations',
  plants: 'anp:users/plants',
  options: 'anp:cart/caseOptions',
  products: 'anp:cart/caseAvailableProducts',
} as const;

/** Wait after the last key before the product search asks the server (as the order builder). */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;
/** Products the search lists at once; narrowing the search finds the rest. */
export const PRODUCT_SEARCH_LIMIT = 20;

const QUIET = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
/** An emptied search applies at once. */
const blank = (value: string) => value.trim() === '';

/** The account of the case: the session's selected sold-to, as cache key and X-Account-Id. */
function useAccount(): string {
  return useSelectedAccount().key;
}

export interface ComplaintData {
  configurations: CaseConfigurations | undefined;
  plants: PlantList | undefined;
  options: CaseOptions | undefined;
  /** The signed-in user's id and phone (users/context, shared with the shell). */
  userId: string | undefined;
  userPhone: string | null;
  /** Everything the form needs has arrived. */
  ready: boolean;
  /** The first failure of a read the form cannot do without. */
  error: PortalError | null;
  retry(): void;
}

/**
 * The reads of the form (ordering.md §7 Support cases): categories, upload limits and the desk's
 * routing code in the page language, the account's plants, units and recent orders, and the user.
 * Failures are shown inside the modal (not the global toast): the modal says what is missing.
 */
export function useComplaintData(enabled: boolean): ComplaintData {
  const api = useSupportApi();
  const { lang } = useKitContext();
  const account = useAccount();
  const configurations = useSWR<CaseConfigurations, PortalError>(
    enabled ? [COMPLAINT_KEYS.configurations, account, lang] : null,
    () => api.configurations(lang, { publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 60_000 },
  );
  const plants = useSWR<PlantList, PortalError>(
    enabled ? [COMPLAINT_KEYS.plants, account] : null,
    () => api.plants({ publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 60_000 },
  );
  const options = useSWR<CaseOptions, PortalError>(
    enabled ? [COMPLAINT_KEYS.options, account, lang] : null,
    () => api.options({ publishErrors: false, accountId: account }),
    { ...QUIET, dedupingInterval: 30_000 },
  );
  const context = useUserContext({ enabled });
  const user = context.data?.user;
  const error = configurations.error ?? plants.error ?? options.error ?? context.error ?? null;
  return {
    configurations: configurations.data,
    plants: plants.data,
    options: options.data,
    userId: user?.userId,
    userPhone: user?.phone ?? user?.mobile ?? null,
    ready: Boolean(configurations.data && plants.data && options.data && user),
    error,
    retry: () => {
      if (configurations.error) void configurations.mutate();
      if (plants.error) void plants.mutate();
      if (options.error) void options.mutate();
      if (context.error) void context.mutate();
    },
  };
}

export interface ProductSearch {
  products: CaseProductList['products'];
  /** The answer for the current term is on its way (the previous list may still show). */
  loading: boolean;
  /** `products` answer an earlier term while the new one loads. */
  stale: boolean;
  error: PortalError | null;
  /** The term the list answers. */
  term: string;
  retry(): void;
}

/**
 * GET cart/caseAvailableProducts for the typed term, 300 ms after the last key, narrowed to the
 * chosen plant (ordering.md §3 Product option). The previous list stays on screen, dimmed, until
 * the new one arrives.
 */
export function useProductSearch(options: {
  enabled: boolean;
  plant: string;
  input: string;
}): ProductSearch {
  const api = useSupportApi();
  const account = useAccount();
  const term = useDebouncedValue(options.input, PRODUCT_SEARCH_DEBOUNCE_MS, blank).trim();
  const { data, error, isLoading, isValidating, mutate } = useSWR<CaseProductList, PortalError>(
    options.enabled ? [COMPLAINT_KEYS.products, account, options.plant, term] : null,
    () =>
      api.availableProducts(
        {
          ...(options.plant ? { plant: options.plant } : {}),
          ...(term ? { q: term } : {}),
          limit: PRODUCT_SEARCH_LIMIT,
        },
        { publishErrors: false, accountId: account },
      ),
    { ...QUIET, keepPreviousData: true },
  );
  const typing = options.input.trim() !== term;
  return {
    products: data?.products ?? [],
    loading: isLoading || typing || (isValidating && !data),
    stale: typing || (isLoading && data !== undefined),
    error: error ?? null,
    term,
    retry: () => void mutate(),
  };
}
