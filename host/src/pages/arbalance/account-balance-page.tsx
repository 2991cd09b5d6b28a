import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { token } from '@anp/ui';
import {
  AccountBalance,
  parseItemsState,
  writeItemsState,
  type ItemsState,
} from '@anp/account-balance';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-3')};
  ${pageText}
`;

/**
 * The account balance page (`arbalance`, issue 16): the widget's heading is the page's h1, and
 * it names the sold-to it shows. The open items' filters, sort and page live in the address, so a reload,
 * Back from another page and a shared link show the same list; each change replaces the history
 * entry rather than adding one.
 */
export function AccountBalancePage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const value = useMemo(() => parseItemsState(new URLSearchParams(query)), [query]);
  const onChange = useCallback(
    (next: ItemsState) => setParams((current) => writeItemsState(next, current), { replace: true }),
    [setParams],
  );
  return (
    <Page>
      <AccountBalance headingLevel={1} value={value} onChange={onChange} />
    </Page>
  );
}
