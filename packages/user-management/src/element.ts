/** Registers the package's elements (their modules register on load). Safe to import twice. */
export { userListElement } from './user-list/user-list.element';
export { userEditorElement } from './user-editor/user-editor.element';
export { bulkUsersElement } from './bulk-users/bulk-users.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
