import { headingLevelOf, useNamespaces } from '@anp/core';
import { USER_MANAGEMENT_NS } from '../i18n';
import type { UserListState } from '../model/user-list';
import { USER_LIST_NS } from './i18n';
import { useUserList } from './use-user-list';
import { UserListView, type HeadingLevel, type UserListLinks } from './user-list.view';

export interface UserListProps {
  /**
   * The search, filters, sort and page shown, when the caller keeps them (the host page keeps
   * them in its URL query). Without it the list keeps its own, starting from `initial`.
   */
  value?: UserListState;
  /** Called with every change of search, filters, sort or page. */
  onChange?(state: UserListState): void;
  /** Where an uncontrolled list starts; a new value (another attribute) starts it again. */
  initial?: UserListState;
  /** Rows per page (default 25). */
  pageSize?: number;
  /** Level of the empty and no-access states' headings (2-6, default 2). */
  headingLevel?: number;
  /** The portal pages the list links to (a user's page, add user, bulk upload). */
  links?: UserListLinks;
}

const NAMESPACES = [USER_MANAGEMENT_NS, USER_LIST_NS];

/**
 * The users list of user management (shell-and-admin.md §2, issue 15): search by name or e-mail,
 * filters (status, user type, role, region, business unit, account), sort by column and pages,
 * all asked of the server; each user's name, e-mail, type, role, status, primary account and
 * count of accounts, and last sign-in; selection with bulk Activate and Deactivate after a
 * confirmation naming how many; the filtered list as CSV or XLSX (`user_reporting`); Add user
 * and Bulk upload (`create_new_user`). A caller without the user-management group sees why.
 * @example <KitRoot config={config}><UserList value={state} onChange={setState} /></KitRoot>
 */
export function UserList(props: UserListProps) {
  useNamespaces(NAMESPACES);
  const list = useUserList(props);
  return (
    <UserListView
      list={list}
      headingLevel={headingLevelOf<HeadingLevel>(props.headingLevel, 2, 2, 6)}
      links={props.links}
      pageSize={props.pageSize}
    />
  );
}
