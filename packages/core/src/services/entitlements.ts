// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import type { ApiClient, RequestOptions } from '../api/client';

export type EntitlementTool = Contract.EntitlementTool;
export type Entitlement = Contract.Entitlement;
export type CustomerEntitlements = Contract.CustomerEntitlements;
export type SimplifiedEntitlements = Contract.SimplifiedEntitlements;
export type EntitlementUpdate = Contract.EntitlementUpdate;
export type DigitalPage = Contract.DigitalPage;
export type DigitalPagePath = Contract.DigitalPagePath;
export type TrialSummary = Contract.TrialSummary;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Typed calls of the entitlement service (shell-and-admin.md §7 customerEntitlements,
 * customer/{customerID}?isSimplified=true, update) and the digital pages' content it opens. The
 * account is the page's (X-Account-Id from `accountId`); the server refuses a page the account or
 * user may not open (403 ENTITLEMENT) and an update by anyone but an internal administrator.
 */
export function createEntitlementsApi(api: ApiClient) {
  return {
    /** The account's tools. */
    customerEntitlements: (o?: CallOptions) =>
      api.get<CustomerEntitlements>('entitlements', 'entitlements/customerEntitlements', o),
    /** One account's tools by id, simplified to their names. */
    simplified: (customerID: string, o?: CallOptions) =>
      api.get<SimplifiedEntitlements>(
        'entitlements',
        `entitlements/customer/${encodeURIComponent(customerID)}`,
        { ...o, query: { isSimplified: true } },
      ),
    /** One account's tools by id, with who granted them. */
    customer: (customerID: string, o?: CallOptions) =>
      api.get<CustomerEntitlements>(
        'entitlements',
        `entitlements/customer/${encodeURIComponent(customerID)}`,
        o,
      ),
    /** Sets an account's tools (internal administrators). */
    update: (body: EntitlementUpdate, o?: CallOptions) =>
      api.post<CustomerEntitlements>('entitlements', 'entitlements/update', body, o),
    /** A digital page's content for the account, in the page's language. */
    page: (path: DigitalPagePath, o?: CallOptions) =>
      api.get<DigitalPage>('entitlements', 'entitlements/page', { ...o, query: { path } }),
  };
}

export type EntitlementsApi = ReturnType<typeof createEntitlementsApi>;

/** The entitlement calls over the page's API client. */
export function useEntitlementsApi(): EntitlementsApi {
  const api = useApiClient();
  return useMemo(() => createEntitlementsApi(api), [api]);
}
