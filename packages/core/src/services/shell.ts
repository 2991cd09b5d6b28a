// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import type { Language } from '@anp/rules';
import type { ApiClient, RequestOptions } from '../api/client';

export type UserContext = Contract.UserContext;
export type SimplifiedContext = Contract.SimplifiedContext;
export type Account = Contract.Account;
export type Region = Contract.Region;
export type UserProfile = Contract.UserProfile;
export type PagedAccounts = Contract.PagedAccounts;
export type PagedAccountsQuery = Partial<Contract.PagedAccountsQuery>;
export type Terms = Contract.Terms;
export type Notification = Contract.Notification;
export type NotificationList = Contract.NotificationList;
export type NotificationUpdate = Contract.NotificationUpdate;
export type MarketConfig = Contract.MarketConfig;
export type CartCount = Contract.CartCount;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'accountId'>;

/**
 * Typed calls of the shell (shell-and-admin.md §7): account, user and alert services. Paths and
 * payloads follow the reference API, whose schemas give these types.
 */
export function createShellApi(api: ApiClient) {
  return {
    context: (o?: CallOptions) => api.get<UserContext>('account', 'users/context', o),
    simplifiedContext: (o?: CallOptions) =>
      api.get<SimplifiedContext>('account', 'users/simplifiedContext', o),
    accountList: (o?: CallOptions) =>
      api.get<Contract.AccountList>('account', 'users/account/list', o),
    /** shell-and-admin.md §7: page size 20 in Korea, else 200 (the caller passes `limit`). */
    pagedAccounts: (query: PagedAccountsQuery, o?: CallOptions) =>
      api.get<PagedAccounts>('account', 'users/accounts/paged', { ...o, query: { ...query } }),
    /** The account-changed call: empty body, the account in the X-Account-Id header. */
    selectAccount: (accountId: string, o?: CallOptions) =>
      api.post<Contract.SelectedAccount>('account', 'users/account/selected', undefined, {
        ...o,
        headers: { 'X-Account-Id': accountId },
      }),
    terms: (lang?: Language, o?: CallOptions) =>
      api.get<Terms>('user', 'users/termsandconditions', { ...o, query: { lang } }),
    acceptTerms: (o?: CallOptions) =>
      api.post<Terms>('user', 'users/termsandconditions', undefined, o),
    me: (o?: CallOptions) => api.get<UserProfile>('user', 'users/me', o),
    updateLanguage: (language: Language, o?: CallOptions) =>
      api.put<UserProfile>('user', 'users/me', { language } satisfies Contract.UpdateMe, o),
    logout: (o?: CallOptions) =>
      api.post<Contract.LogoutResult>('account', 'users/logout', undefined, o),
    notifications: (o?: CallOptions) => api.get<NotificationList>('alerts', 'notifications', o),
    updateNotification: (update: NotificationUpdate, o?: CallOptions) =>
      api.patch<Notification>('alerts', 'notifications', update, o),
    updateNotifications: (updates: NotificationUpdate[], o?: CallOptions) =>
      api.patch<Contract.NotificationsResult>(
        'alerts',
        'notifications/bulk',
        { notifications: updates },
        o,
      ),
    /** The header badge: `cart/fetch?itemCount=true` for the account in the cart headers. */
    cartCount: (o?: CallOptions) =>
      api.get<CartCount>('cart', 'cart/fetch', { ...o, query: { itemCount: true } }),
    marketConfig: (country: string, lang: string, o?: CallOptions) =>
      api.get<MarketConfig>(
        'config',
        `config/${encodeURIComponent(country)}/${encodeURIComponent(lang)}`,
        {
          ...o,
          anonymous: true,
        },
      ),
  };
}

export type ShellApi = ReturnType<typeof createShellApi>;
