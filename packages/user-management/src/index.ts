/**
 * @anp/user-management: user management as React components. `@anp/user-management/element`
 * registers its elements.
 */
export { USER_MANAGEMENT_NS } from './i18n';
export { UserEditor, type UserEditorProps } from './user-editor/user-editor';
export { USER_EDITOR_NS } from './user-editor/i18n';
export * as userEditorModel from './model/user-editor';
export { BulkUsers, type BulkUsersProps } from './bulk-users/bulk-users';
export {
  BulkUsersView,
  type BulkUsersViewProps,
  type BulkHeadingLevel,
} from './bulk-users/bulk-users.view';
export {
  useBulkUsers,
  PERMISSIONS_KEY,
  type BulkUsersBehaviour,
  type FileAction,
  type PendingCheck,
} from './bulk-users/use-bulk-users';
export { BULK_USERS_NS } from './bulk-users/i18n';
export * as bulkUsersModel from './model/bulk-users';
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
