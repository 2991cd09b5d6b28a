// Types only: the reference API's schemas are the contract; nothing of the server ships in the kit.
import type * as Contract from '@anp/contract';
import type { Language } from '@anp/rules';
import { useMemo } from 'react';
import { useApiClient } from '../element/kit-context';
import { useKitWindow } from '../element/root';
import { sessionStoreOf } from '../session/store';
import type {
  ApiClient,
  DownloadOptions,
  DownloadResult,
  RequestOptions,
  UploadOptions,
} from '../api/client';

export type CaseStatus = Contract.CaseStatus;
export type CaseType = Contract.CaseType;
export type CaseDocument = Contract.CaseDocument;
export type CaseDocumentMetadata = Contract.CaseDocumentMetadata;
export type CaseDocumentList = Contract.CaseDocumentList;
export type ComplaintProductLine = Contract.ComplaintProductLine;
export type ComplaintCasePayload = Contract.ComplaintCasePayload;
export type CustomerCase = Contract.CustomerCase;
export type CustomerCaseList = Contract.CustomerCaseList;
export type CustomerCaseQuery = Partial<Contract.CustomerCaseQuery>;
export type CaseConfigurations = Contract.CaseConfigurations;
export type CaseCategory = Contract.CaseCategory;
export type CaseUploadRules = Contract.CaseUploadRules;
export type SupportContact = Contract.SupportContact;
export type CodeLabel = Contract.CodeLabel;
export type Plant = Contract.Plant;
export type PlantList = Contract.PlantList;
export type CaseProductOption = Contract.CaseProductOption;
export type CaseProductList = Contract.CaseProductList;
export type CaseProductsQuery = Partial<Contract.CaseProductsQuery>;
export type CaseOptions = Contract.CaseOptions;
export type FaqSummary = Contract.FaqSummary;
export type FaqList = Contract.FaqList;
export type Faq = Contract.Faq;

/** Values the contract fixes (kept here as values: the schemas module is imported for types). */
export const COMPLAINT_DOC_TYPE =
  'AnhComplaintsDoc' satisfies Contract.CaseDocumentMetadata['docType'];
export const CASE_UPLOAD_TYPE = 'CustomerCase' satisfies Contract.CaseDocumentMetadata['type'];
export const MAX_LOTS_PER_LINE = 5;

type CallOptions = Pick<RequestOptions, 'signal' | 'publishErrors' | 'timeoutMs' | 'accountId'>;

/**
 * Files travel longer than the account service's 2-second calls (shell-and-admin.md §7): a 10 MB
 * attachment on a slow connection takes a minute, so uploads and downloads get two.
 */
export const FILE_TIMEOUT_MS = 120_000;
type Lang = Language;

const CASES = 'users/account/customerCase';
const caseDocs = (caseId: string) => `${CASES}/${encodeURIComponent(caseId)}/documents`;

/**
 * Typed support-case calls (ordering.md §7 Support cases, and the complaint form's product and
 * option calls of the cart service). The case routes belong to the selected account: the
 * account service does not carry the account header on its own, so these calls add it.
 */
export function createSupportApi(api: ApiClient, accountId: () => string | null) {
  // A call's own `accountId` (the key of a cached answer) wins over the session's.
  const withAccount = <O extends CallOptions>(o?: O): O => ({
    accountId: accountId(),
    ...(o as O),
  });
  return {
    /** The submitted cases of the selected account, newest first. */
    listCases: (query: CustomerCaseQuery = {}, o?: CallOptions) =>
      api.get<CustomerCaseList>('account', CASES, { ...withAccount(o), query: { ...query } }),
    /** Opens a draft case (the complaint modal, when it opens); its id is kept for later calls. */
    createDraft: (caseType: CaseType = 'Complaint', o?: CallOptions) =>
      api.post<CustomerCase>('account', CASES, { caseStatus: 'Draft', caseType }, withAccount(o)),
    /** Submits the draft with the whole payload; answers the case with its number. */
    submitCase: (payload: ComplaintCasePayload, o?: CallOptions) =>
      api.post<CustomerCase>('account', CASES, payload, withAccount(o)),
    /** Discards a draft and its uploaded files (Cancel). */
    deleteDraft: (caseId: string, o?: CallOptions) =>
      api.request<void>('account', `${CASES}/${encodeURIComponent(caseId)}`, {
        ...withAccount(o),
        method: 'DELETE',
      }),
    configurations: (lang: Lang, o?: CallOptions) =>
      api.get<CaseConfigurations>('account', 'customerCase/configurations', {
        ...withAccount(o),
        query: { lang },
      }),
    plants: (o?: CallOptions) => api.get<PlantList>('account', 'users/plants', withAccount(o)),
    /** Products to complain about (cart service: carries the account header itself). */
    availableProducts: (query: CaseProductsQuery = {}, o?: CallOptions) =>
      api.get<CaseProductList>('cart', 'cart/caseAvailableProducts', { ...o, query: { ...query } }),
    options: (o?: CallOptions) => api.get<CaseOptions>('cart', 'cart/caseOptions', o),
    /**
     * Uploads one file to a case with its metadata (caseId, docName, docType AnhComplaintsDoc,
     * fileType, langCode, type), reporting progress.
     */
    uploadDocument: (
      metadata: CaseDocumentMetadata,
      file: Blob,
      o?: CallOptions & Pick<UploadOptions, 'onProgress'>,
    ) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(metadata)) form.append(key, value);
      form.append('file', file, metadata.docName);
      return api.upload<CaseDocument>('account', caseDocs(metadata.caseId), form, {
        timeoutMs: FILE_TIMEOUT_MS,
        ...withAccount(o),
      });
    },
    listDocuments: (caseId: string, o?: CallOptions) =>
      api.get<CaseDocumentList>('account', caseDocs(caseId), withAccount(o)),
    /** Removes one uploaded file from a draft (the upload area's remove control). */
    deleteDocument: (caseId: string, docId: string, o?: CallOptions) =>
      api.request<void>('account', `${caseDocs(caseId)}/${encodeURIComponent(docId)}`, {
        ...withAccount(o),
        method: 'DELETE',
      }),
    downloadDocument: (
      caseId: string,
      docId: string,
      o?: CallOptions & Pick<DownloadOptions, 'onProgress'>,
    ): Promise<DownloadResult> =>
      api.download('account', `${caseDocs(caseId)}/${encodeURIComponent(docId)}/download`, {
        timeoutMs: FILE_TIMEOUT_MS,
        ...withAccount(o),
      }),
    faqs: (lang: Lang, o?: CallOptions) =>
      api.get<FaqList>('user', 'support/faqs', { ...o, query: { lang } }),
    faq: (faqId: string, lang: Lang, o?: CallOptions) =>
      api.get<Faq>('user', `support/faqs/${encodeURIComponent(faqId)}`, { ...o, query: { lang } }),
  };
}

export type SupportApi = ReturnType<typeof createSupportApi>;

/** The support calls over the page's API client, for the selected account of the session. */
export function useSupportApi(): SupportApi {
  const api = useApiClient();
  const win = useKitWindow();
  return useMemo(
    () => createSupportApi(api, () => sessionStoreOf(win).read('soldToId')),
    [api, win],
  );
}
