import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useKitTranslation } from '@anp/core';
import { token } from '@anp/ui';
import {
  UserList,
  parseUserListState,
  writeUserListState,
  type UserListState,
} from '@anp/user-management';
import { pageText } from '../page-styles';
import { USERS_PAGE_NS } from './i18n';

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
 * The users page of user management (shell-and-admin.md §2 route `users`): the list with its
 * search, filters, sort and page in the URL query, so a reload, Back from a user's page and a
 * shared link show the same list; each change replaces the history entry rather than adding one
 * per keystroke. A caller without the user-management group gets the list's no-access message
 * (the API answers 403 whatever the page shows).
 */
export function UsersPage() {
  const { t } = useKitTranslation(USERS_PAGE_NS);
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const value = useMemo(() => parseUserListState(new URLSearchParams(query)), [query]);
  const onChange = useCallback(
    (next: UserListState) =>
      setParams((current) => writeUserListState(next, current), { replace: true }),
    [setParams],
  );
  return (
    <Page>
      <Intro>
        <h1>{t('title')}</h1>
        <Muted>{t('intro')}</Muted>
      </Intro>
      <UserList value={value} onChange={onChange} headingLevel={2} />
    </Page>
  );
}
