import useSWR from 'swr';
import { useKitContext, useSelectedAccount, type PortalError } from '@anp/core';
import { useDocumentsApi, type DocumentSummary } from '@anp/core/services/documents';
import {
  useEntitlementsApi,
  type DigitalPage,
  type DigitalPagePath,
} from '@anp/core/services/entitlements';

/** How many documents a page lists. */
export const PAGE_DOCUMENTS = 24;

export interface DigitalToolsData {
  /** The page's content (GET entitlements/page); null until it answers or when refused. */
  page: DigitalPage | null;
  /** Loading until the page answers. */
  loading: boolean;
  /** The page's failure: a 403 is the server's refusal. */
  error: PortalError | null;
  /** The page's documents (search/documents with the page's words), when it lists documents. */
  documents: DocumentSummary[] | null;
  documentsError: PortalError | null;
  retry(): void;
  retryDocuments(): void;
}

/**
 * The page's data: its content for the selected account in the page's language, and then its
 * documents from the document service (the documents package's calls), both keyed by the
 * selected account (`useSelectedAccount().key`) and the language, so a switch reads them again.
 */
export function useDigitalToolsData(path: DigitalPagePath): DigitalToolsData {
  const api = useEntitlementsApi();
  const documentsApi = useDocumentsApi();
  const { lang } = useKitContext();
  const account = useSelectedAccount().key;
  const page = useSWR<DigitalPage, PortalError>(
    ['anp:entitlements/page', account, lang, path],
    () => api.page(path, { publishErrors: false, accountId: account }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const query = page.data?.path === path ? page.data.documentQuery : null;
  const documents = useSWR<DocumentSummary[], PortalError>(
    query ? ['anp:digital/documents', account, lang, query] : null,
    async () =>
      (
        await documentsApi.search(
          { q: query ?? '', limit: PAGE_DOCUMENTS },
          { publishErrors: false, accountId: account },
        )
      ).documents,
    { revalidateOnFocus: false },
  );
  const current = page.data?.path === path ? page.data : null;
  return {
    page: current,
    loading: !current && !page.error,
    error: page.error ?? null,
    documents: query ? (documents.data ?? null) : null,
    documentsError: documents.error ?? null,
    retry: () => void page.mutate(),
    retryDocuments: () => void documents.mutate(),
  };
}
