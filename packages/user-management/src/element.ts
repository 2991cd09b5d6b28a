/** Registers `<anp-user-management>` and `<anp-bulk-users>` (their modules register on load). Safe to import twice. */
export { userManagementElement } from './user-management.element';
export { userEditorElement } from './user-editor/user-editor.element';
export { bulkUsersElement } from './bulk-users/bulk-users.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
