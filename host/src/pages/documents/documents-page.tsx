import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useKitTranslation, useSelectedAccount } from '@anp/core';
import { token } from '@anp/ui';
import { Documents } from '@anp/documents';
import { pageText } from '../page-styles';
import { DOCUMENTS_PAGE_NS } from './i18n';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  ${pageText}
`;

const Intro = styled.header`
  display: grid;
  gap: ${token('space-1')};
`;

const Muted = styled.p`
  color: ${token('color-text-muted')};
`;

/**
 * The documents page (ordering.md §2 route `documents`): the heading, whose price lists are
 * included, and the list. `?doc=<id>` names the document in the preview, so a reload, a shared
 * address or a link from another page opens it; opening and closing the preview keep
 * the address in step without adding history entries.
 */
export function DocumentsPage() {
  const { t } = useKitTranslation(DOCUMENTS_PAGE_NS);
  const account = useSelectedAccount({ details: true }).account;
  const [params, setParams] = useSearchParams();
  const doc = params.get('doc');
  const onOpenChange = useCallback(
    (id: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('doc', id);
          else next.delete('doc');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        <Muted>{t('intro')}</Muted>
        {account && (
          <Muted>{t('account', { name: account.fullname, code: account.soldToCode })}</Muted>
        )}
      </Intro>
      <Documents openDocument={doc} onOpenChange={onOpenChange} />
    </Page>
  );
}
