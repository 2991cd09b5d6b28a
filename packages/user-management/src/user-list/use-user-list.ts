import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { saveBlob, toPortalError, useKitContext, type PortalError } from '@anp/core';
import { useDebouncedValue } from '@anp/core/hooks';
import {
  useUsersApi,
  type CallerPermissions,
  type FileFormat,
  type UserConfigurations,
  type UserListPage,
  type UserSort,
} from '@anp/core/services/users';
import {
  DEFAULT_LIST_STATE,
  SEARCH_DEBOUNCE_MS,
  bulkIds,
  bulkOutcome,
  exportQueryOf,
  listStateKey,
  nextSort,
  normalizeSearch,
  pageCount,
  withFilters,
  type BulkAction,
  type BulkOutcome,
  type UserListFilters,
  type UserListState,
} from '../model/user-list';
import {
  USER_LIST_KEYS,
  isForbidden,
  useCallerPermissions,
  useListConfigurations,
  useUsersPage,
} from './use-user-list-data';

const filtersKey = (state: UserListState) =>
  listStateKey({ ...DEFAULT_LIST_STATE, filters: state.filters });

export interface UserListOptions {
  /** The list state shown, when the caller keeps it (the host page: its URL query). */
  value?: UserListState;
  /** Called with every change of search, filters, sort or page. */
  onChange?(state: UserListState): void;
  /** Where an uncontrolled list starts; a new value (another attribute) starts it again. */
  initial?: UserListState;
  pageSize?: number;
}

export type ListStatus = 'loading' | 'forbidden' | 'error' | 'ready';

export interface UserListBehaviour {
  status: ListStatus;
  error: PortalError | null;
  retry(): void;
  state: UserListState;
  /** The search box's text (the list follows it after a pause in typing). */
  searchText: string;
  setSearchText(text: string): void;
  setFilters(filters: UserListFilters): void;
  clearFilters(): void;
  sortBy(field: UserSort): void;
  goToPage(page: number): void;
  page: UserListPage | null;
  /** Another page or other filters are on their way; `page` is the last one. */
  refreshing: boolean;
  permissions: CallerPermissions | null;
  configurations: UserConfigurations | null;
  selected: ReadonlySet<string>;
  setSelected(selected: ReadonlySet<string>): void;
  /** The bulk status change waiting for its confirmation. */
  confirming: BulkAction | null;
  askToConfirm(action: BulkAction): void;
  cancelConfirm(): void;
  confirm(): Promise<void>;
  busy: boolean;
  outcome: BulkOutcome | null;
  bulkError: PortalError | null;
  dismissOutcome(): void;
  exporting: FileFormat | null;
  exportError: PortalError | null;
  exportList(format: FileFormat): Promise<void>;
}

/**
 * The users list's behaviour: the state it shows (the caller's, or its own), the search typed
 * and sent after a pause, the selection and the bulk status change with its confirmation and
 * outcome, and the export of the filtered list.
 */
export function useUserList({
  value,
  onChange,
  initial,
  pageSize,
}: UserListOptions): UserListBehaviour {
  const api = useUsersApi();
  const { lang, root } = useKitContext();
  const { mutate } = useSWRConfig();

  // The state shown: a change shows at once and tells the caller; a new `value` from the caller
  // (Back, a link) or new initial filters (an attribute) replace it. Adjusted while rendering.
  const [own, setOwn] = useState<UserListState>(() => value ?? initial ?? DEFAULT_LIST_STATE);
  const sourceKey = value ? `v${listStateKey(value)}` : initial ? `i${listStateKey(initial)}` : '';
  const [seen, setSeen] = useState(sourceKey);
  const [searchText, setSearchTextState] = useState(own.filters.search);
  if (seen !== sourceKey) {
    const next = value ?? initial ?? DEFAULT_LIST_STATE;
    setSeen(sourceKey);
    setOwn(next);
    if (normalizeSearch(next.filters.search) !== normalizeSearch(searchText))
      setSearchTextState(next.filters.search);
  }
  const state = own;
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const setState = useCallback(
    (next: UserListState) => {
      // Other filters show other users: a selection the user can no longer see is dropped.
      if (filtersKey(next) !== filtersKey(latest.current)) setSelected(new Set());
      latest.current = next;
      setOwn(next);
      onChange?.(next);
    },
    [onChange],
  );

  // The search goes to the server once typing pauses; clearing it goes at once.
  const settled = useDebouncedValue(
    normalizeSearch(searchText),
    SEARCH_DEBOUNCE_MS,
    (t) => t === '',
  );
  useEffect(() => {
    const current = latest.current;
    if (settled !== normalizeSearch(current.filters.search))
      setState(withFilters(current, { ...current.filters, search: settled }));
  }, [settled, setState]);

  const setFilters = useCallback(
    (filters: UserListFilters) => setState(withFilters(latest.current, filters)),
    [setState],
  );
  const clearFilters = useCallback(() => {
    setSearchTextState('');
    setState(withFilters(latest.current, DEFAULT_LIST_STATE.filters));
  }, [setState]);
  const sortBy = useCallback(
    (field: UserSort) =>
      setState({ ...latest.current, sort: nextSort(latest.current.sort, field), page: 1 }),
    [setState],
  );
  const goToPage = useCallback(
    (page: number) => setState({ ...latest.current, page: Math.max(1, page) }),
    [setState],
  );

  const permissions = useCallerPermissions();
  const allowed = permissions.data?.canManageUsers === true;
  const configurations = useListConfigurations(allowed);
  const list = useUsersPage(state, allowed, pageSize);

  // A page past the end (an old link, users deactivated meanwhile): go to the last page there is.
  const pageSizeUsed = list.data?.limit ?? pageSize;
  const pastEnd =
    list.data !== undefined &&
    !list.isValidating &&
    list.data.users.length === 0 &&
    list.data.totalCount > 0 &&
    state.page > 1;
  const lastPage = pastEnd ? pageCount(list.data?.totalCount ?? 0, pageSizeUsed) : null;
  useEffect(() => {
    if (lastPage !== null && lastPage !== latest.current.page) goToPage(lastPage);
  }, [lastPage, goToPage]);

  const forbidden =
    isForbidden(permissions.error) ||
    isForbidden(list.error) ||
    (permissions.data !== undefined && !permissions.data.canManageUsers);
  const error = permissions.error ?? list.error ?? null;
  const status: ListStatus = forbidden
    ? 'forbidden'
    : error
      ? 'error'
      : list.data
        ? 'ready'
        : 'loading';
  const retry = useCallback(() => {
    if (permissions.error) void permissions.mutate();
    else void list.mutate();
  }, [permissions, list]);

  // The bulk status change: asked, confirmed, sent, then its outcome (the list read again).
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [bulkError, setBulkError] = useState<PortalError | null>(null);
  const confirm = useCallback(async () => {
    if (!confirming || busy) return;
    const action = confirming;
    setBusy(true);
    setBulkError(null);
    setOutcome(null);
    try {
      const result = await api.bulkStatus(action, bulkIds(selected), { publishErrors: false });
      setOutcome(bulkOutcome(action, result));
      setSelected(new Set(result.refused.map((r) => r.userId)));
    } catch (failure) {
      setBulkError(toPortalError(failure));
    } finally {
      setBusy(false);
      setConfirming(null);
      // Every page of every filter may have changed: read the lists again.
      void mutate((key) => Array.isArray(key) && key[0] === USER_LIST_KEYS.list);
    }
  }, [api, busy, confirming, selected, mutate]);

  const [exporting, setExporting] = useState<FileFormat | null>(null);
  const [exportError, setExportError] = useState<PortalError | null>(null);
  const exportList = useCallback(
    async (format: FileFormat) => {
      if (exporting) return;
      setExporting(format);
      setExportError(null);
      try {
        const file = await api.exportList(exportQueryOf(latest.current, format, lang), {
          publishErrors: false,
        });
        const doc = root instanceof Document ? root : root.ownerDocument;
        saveBlob(file.blob, file.filename ?? `users.${format}`, doc);
      } catch (failure) {
        setExportError(toPortalError(failure));
      } finally {
        setExporting(null);
      }
    },
    [api, exporting, lang, root],
  );

  return {
    status,
    error,
    retry,
    state,
    searchText,
    setSearchText: setSearchTextState,
    setFilters,
    clearFilters,
    sortBy,
    goToPage,
    page: list.data ?? null,
    refreshing: list.isValidating && list.data !== undefined,
    permissions: permissions.data ?? null,
    configurations: configurations.data ?? null,
    selected,
    setSelected,
    confirming,
    askToConfirm: (action) => {
      setOutcome(null);
      setBulkError(null);
      setConfirming(action);
    },
    cancelConfirm: () => setConfirming(null),
    confirm,
    busy,
    outcome,
    bulkError,
    dismissOutcome: () => {
      setOutcome(null);
      setBulkError(null);
    },
    exporting,
    exportError,
    exportList,
  };
}
