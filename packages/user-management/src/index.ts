/**
 * @anp/user-management: user management as a React component. `@anp/user-management/element` registers
 * `<anp-user-management>`.
 */
export { UserManagement, type UserManagementProps } from './user-management';
export {
  UserManagementView,
  type UserManagementViewProps,
  type HeadingLevel,
} from './user-management.view';
export { useUserManagement, type UserManagementState } from './use-user-management';
export { useUserManagementData, type UserManagementData } from './use-user-management-data';
export { accountFacts, type AccountFact } from './model/user-management';
export { USER_MANAGEMENT_NS } from './i18n';
export { UserEditor, type UserEditorProps } from './user-editor/user-editor';
export { USER_EDITOR_NS } from './user-editor/i18n';
export * as userEditorModel from './model/user-editor';
