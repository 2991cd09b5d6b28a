import { useErrorMessage } from '@anp/core';
import type { DocumentSummary } from '@anp/core/services/documents';
import type { DigitalPage } from '@anp/core/services/entitlements';
import { useDocumentDownload, type DocumentDownload } from '@anp/document-preview/download';
import type { DigitalRefusal } from '@anp/rules';
import { refusalOf, safeLaunchUrl } from './model/digital-page';
import type { DigitalToolsData } from './use-digital-tools-data';

export type DigitalToolsStatus = 'loading' | 'error' | 'noAccount' | 'refused' | 'ready';

export interface DigitalToolsState {
  status: DigitalToolsStatus;
  page: DigitalPage | null;
  /** Why the page is refused (status `refused`). */
  refusal: DigitalRefusal | null;
  /** The external tool's address when it is safe to open, else null. */
  launchUrl: string | null;
  /** The page's documents: null while they load or when the page lists none. */
  documents: DocumentSummary[] | null;
  /** Whether the page lists documents at all. */
  listsDocuments: boolean;
  documentsErrorText: string | null;
  /** The failure, worded for the user. */
  errorText: string | null;
  downloads: Pick<DocumentDownload, 'download' | 'busy' | 'error' | 'saved'>;
  retry(): void;
  retryDocuments(): void;
}

/**
 * The page's behaviour: refused (the server's 403 and its reason), failed, no account, or ready
 * with its launch link (https only), documents and their downloads.
 */
export function useDigitalTools(data: DigitalToolsData): DigitalToolsState {
  const describe = useErrorMessage();
  const downloads = useDocumentDownload();
  const refused = data.error?.status === 403;
  const noAccount = data.error?.serverCode === 'NO_ACCOUNT';
  const status: DigitalToolsStatus = refused
    ? 'refused'
    : noAccount
      ? 'noAccount'
      : data.error
        ? 'error'
        : data.loading
          ? 'loading'
          : 'ready';
  return {
    status,
    page: data.page,
    refusal: refused ? refusalOf(data.error?.serverMessage) : null,
    launchUrl: safeLaunchUrl(data.page?.launchUrl),
    documents: data.documents,
    listsDocuments: Boolean(data.page?.documentQuery),
    documentsErrorText: data.documentsError ? describe(data.documentsError) : null,
    errorText: data.error && status === 'error' ? describe(data.error) : null,
    downloads,
    retry: data.retry,
    retryDocuments: data.retryDocuments,
  };
}
