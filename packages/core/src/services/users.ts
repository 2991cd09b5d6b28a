// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import type { Language } from '@anp/rules';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type {
  ApiClient,
  DownloadOptions,
  DownloadResult,
  RequestOptions,
  UploadOptions,
} from '../api/client';

export type UserStatus = Contract.UserStatus;
export type UserType = Contract.UserType;
export type AccountKind = Contract.AccountKind;
export type UserSort = Contract.UserSort;
export type UserListQuery = Partial<Contract.UserListQuery>;
export type UserExportQuery = Contract.UserExportQuery;
export type UserSummary = Contract.UserSummary;
export type UserListPage = Contract.UserListPage;
export type AccountRef = Contract.AccountRef;
export type AccountLink = Contract.AccountLink;
export type ShipToChoice = Contract.ShipToChoice;
export type AccountPermissions = Contract.AccountPermissions;
export type ManagedUser = Contract.ManagedUser;
export type UserDraft = Contract.UserDraft;
export type SaveWarning = Contract.SaveWarning;
export type SavedUser = Contract.SavedUser;
export type BulkStatusResult = Contract.BulkStatusResult;
export type EmailCheck = Contract.EmailCheck;
export type EmailOwner = Contract.EmailOwner;
export type AccountOption = Contract.AccountOption;
export type AccountOptionsQuery = Partial<Contract.AccountOptionsQuery>;
export type AccountOptionsPage = Contract.AccountOptionsPage;
export type ShipToOption = Contract.ShipToOption;
export type ShipToOptionsQuery = Pick<Contract.ShipToOptionsQuery, 'accountId'> &
  Partial<Contract.ShipToOptionsQuery>;
export type ShipToOptionsPage = Contract.ShipToOptionsPage;
export type PermissionOption = Contract.PermissionOption;
export type UserConfigurations = Contract.UserConfigurations;
export type CallerPermissions = Contract.CallerPermissions;
export type OwnUserDetails = Contract.OwnUserDetails;
export type UserChange = Contract.UserChange;
export type UserChangeAction = Contract.UserChangeAction;
export type UserHistory = Contract.UserHistory;
export type BulkColumn = Contract.BulkColumn;
export type BulkRowError = Contract.BulkRowError;
export type BulkCheck = Contract.BulkCheck;
export type BulkJob = Contract.BulkJob;
export type FileFormat = 'csv' | 'xlsx';
/** What a bulk row whose e-mail exists does: update that user, or count as an error. */
export type BulkMode = 'upsert' | 'create-only';

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs'>;

/** Lists of thousands of users and files of 5,000 rows take longer than a 2-second call. */
export const USER_FILE_TIMEOUT_MS = 120_000;

const user = (id: string) => `users/${encodeURIComponent(id)}`;

/**
 * Typed user-management calls of the account service (shell-and-admin.md §7). None carries an
 * account header: an administrator manages users across accounts, and the server checks the
 * caller's group and keys on every one (§6).
 */
export function createUsersApi(api: ApiClient) {
  return {
    /** The users list: server-side search, filters, sort and paging. */
    list: (query: UserListQuery = {}, o?: CallOptions) =>
      api.get<UserListPage>('account', 'users/list', { ...o, query: { ...query } }),
    /** The filtered list as CSV or XLSX (needs `user_reporting`). */
    exportList: (
      query: UserExportQuery,
      o?: CallOptions & Pick<DownloadOptions, 'onProgress'>,
    ): Promise<DownloadResult> =>
      api.download('account', 'users/list/export', {
        timeoutMs: USER_FILE_TIMEOUT_MS,
        ...o,
        query: { ...query },
      }),
    get: (id: string, o?: CallOptions) => api.get<ManagedUser>('account', user(id), o),
    /** Saves a new user (In Progress until activated). */
    create: (draft: UserDraft, o?: CallOptions) =>
      api.post<SavedUser>('account', 'users', draft, o),
    /** Saves an existing user; `draft.version` is the version read. */
    update: (id: string, draft: UserDraft, o?: CallOptions) =>
      api.put<SavedUser>('account', user(id), draft, o),
    activate: (id: string, o?: CallOptions) =>
      api.post<ManagedUser>('account', `${user(id)}/activate`, undefined, o),
    deactivate: (id: string, o?: CallOptions) =>
      api.post<ManagedUser>('account', `${user(id)}/deactivate`, undefined, o),
    /** Activates or deactivates several users (users/bulk/{status}). */
    bulkStatus: (status: 'activate' | 'deactivate', userIds: readonly string[], o?: CallOptions) =>
      api.post<BulkStatusResult>('account', `users/bulk/${status}`, { userIds: [...userIds] }, o),
    history: (id: string, query: { offset?: number; limit?: number } = {}, o?: CallOptions) =>
      api.get<UserHistory>('account', `${user(id)}/history`, { ...o, query: { ...query } }),
    verifyEmail: (email: string, o?: CallOptions) =>
      api.get<EmailCheck>('account', `users/verifyEmailId/${encodeURIComponent(email)}`, o),
    emailOwner: (email: string, o?: CallOptions) =>
      api.get<EmailOwner>('account', `users/info/${encodeURIComponent(email)}`, o),
    accountOptions: (query: AccountOptionsQuery = {}, o?: CallOptions) =>
      api.get<AccountOptionsPage>('account', 'users/account/list/paged', {
        ...o,
        query: { ...query },
      }),
    shipToOptions: (query: ShipToOptionsQuery, o?: CallOptions) =>
      api.get<ShipToOptionsPage>('account', 'users/account/soldToShipTo/list/paged', {
        ...o,
        query: { ...query },
      }),
    configurations: (lang: Language, o?: CallOptions) =>
      api.get<UserConfigurations>('account', 'users/configurations', { ...o, query: { lang } }),
    /** What the caller may do in user management. */
    permissions: (o?: CallOptions) => api.get<CallerPermissions>('account', 'users/permissions', o),
    /** The caller's own accounts and permissions (the profile). */
    ownDetails: (lang: Language, o?: CallOptions) =>
      api.get<OwnUserDetails>('account', 'users/userdetails', { ...o, query: { lang } }),
    bulkTemplate: (format: FileFormat, lang: Language, o?: CallOptions) =>
      api.download('account', 'users/bulk/template', { ...o, query: { format, lang } }),
    /** The dry run: the server reads and checks every row; nothing is saved. */
    bulkValidate: (
      file: File,
      lang: Language,
      { mode, ...o }: CallOptions & Pick<UploadOptions, 'onProgress'> & { mode?: BulkMode } = {},
    ) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // The contract's multipart field: rows of existing e-mails update them, or are errors.
      if (mode) form.append('mode', mode);
      return api.upload<BulkCheck>('account', 'users/bulk/validate', form, {
        timeoutMs: USER_FILE_TIMEOUT_MS,
        ...o,
        query: { lang },
      });
    },
    bulkApply: (uploadId: string, o?: CallOptions) =>
      api.post<BulkJob>('account', 'users/bulk/apply', { uploadId }, o),
    bulkJob: (jobId: string, o?: CallOptions) =>
      api.get<BulkJob>('account', `users/bulk/jobs/${encodeURIComponent(jobId)}`, o),
    /** What the job created, updated or refused, row by row. */
    bulkResult: (jobId: string, format: FileFormat, lang: Language, o?: CallOptions) =>
      api.download('account', `users/bulk/jobs/${encodeURIComponent(jobId)}/result`, {
        timeoutMs: USER_FILE_TIMEOUT_MS,
        ...o,
        query: { format, lang },
      }),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;

/** The user-management calls over the page's API client. */
export function useUsersApi(): UsersApi {
  const api = useApiClient();
  return useMemo(() => createUsersApi(api), [api]);
}
