import styled from 'styled-components';
import { BulkUsers } from '@anp/user-management';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${pageText}
`;

/**
 * The bulk upload of users (shell-and-admin.md §2 `bulkusermanagement`): the element's title is
 * the page's h1. Without the user-management group the element says so (the API answers 403
 * FORBIDDEN to every users route regardless).
 */
export function BulkUsersPage() {
  return (
    <Page>
      <BulkUsers headingLevel={1} />
    </Page>
  );
}
