/**
 * @anp/user-management: user management as React components. `@anp/user-management/element`
 * registers its elements.
 */
export { USER_MANAGEMENT_NS } from './i18n';
export { UserList, type UserListProps } from './user-list/user-list';
export {
  UserListView,
  DEFAULT_LINKS as USER_LIST_LINKS,
  type UserListViewProps,
  type UserListLinks,
} from './user-list/user-list.view';
export { useUserList, type UserListBehaviour } from './user-list/use-user-list';
export {
  parseListState as parseUserListState,
  writeListState as writeUserListState,
  DEFAULT_LIST_STATE as DEFAULT_USER_LIST_STATE,
  type UserListState,
  type UserListFilters,
} from './model/user-list';
