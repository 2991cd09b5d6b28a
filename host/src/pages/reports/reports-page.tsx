import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { token } from '@anp/ui';
import { Reports } from '@anp/reports';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-5')};
  ${pageText}
`;

/**
 * The reports page (shell-and-admin.md §2 route `reports`): the account's reports, whose heading
 * is the page's. `?report=<id>` names the report shown, so a reload or a shared address shows the
 * same one; choosing another replaces the history entry. On a Korean page an account switch keeps
 * the user here (the account selector's rule); the reports then follow the new account.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const report = params.get('report') ?? undefined;
  const onChange = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('report', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <Page>
      <Reports headingLevel={1} value={report} onChange={onChange} />
    </Page>
  );
}
