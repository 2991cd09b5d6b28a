import styled from 'styled-components';
import { UserEditor } from '@anp/user-management';
import { pageText } from '../page-styles';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${pageText}
`;

/**
 * Add a user (shell-and-admin.md §2 User management, route `users/adduser`). The editor names the
 * page in its h1 and shows "no access" to callers without the user-management rights.
 */
export function AddUserPage() {
  return (
    <Page>
      <UserEditor headingLevel={1} />
    </Page>
  );
}

/** Edit a user (route `users/edituser/{id}`); `key` starts afresh for another user. */
export function EditUserPage({ userId }: { userId: string }) {
  return (
    <Page>
      <UserEditor key={userId} userId={userId} headingLevel={1} />
    </Page>
  );
}
