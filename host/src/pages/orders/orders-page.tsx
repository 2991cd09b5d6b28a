import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useKitTranslation, useSelectedAccount } from '@anp/core';
import { token } from '@anp/ui';
import { ModificationNotices } from '@anp/order-detail';
import { Orders, parseListState, writeListState, type ListState } from '@anp/orders';
import { pageText } from '../page-styles';
import { ORDERS_PAGE_NS } from './i18n';

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
 * The orders page (ordering.md §2 route `orders`, screens 5 and 8): the heading, the account
 * whose orders these are, the notices of orders still open to changes, and the list. The list's filters and sort live in the URL query, so a
 * reload, Back from an order and a shared link show the same list; each change replaces the
 * history entry rather than adding one per tick.
 */
export function OrdersPage() {
  const { t } = useKitTranslation(ORDERS_PAGE_NS);
  const account = useSelectedAccount({ details: true }).account;
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const value = useMemo(() => parseListState(new URLSearchParams(query)), [query]);
  const onChange = useCallback(
    (next: ListState) => setParams((current) => writeListState(next, current), { replace: true }),
    [setParams],
  );
  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        {account && (
          <Muted>{t('account', { name: account.fullname, code: account.soldToCode })}</Muted>
        )}
      </Intro>
      <ModificationNotices headingLevel={2} />
      <Orders value={value} onChange={onChange} />
    </Page>
  );
}
