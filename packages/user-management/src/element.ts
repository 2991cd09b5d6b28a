/** Registers `<anp-user-management>` (its module registers on load). Safe to import twice. */
export { userManagementElement } from './user-management.element';
export { userEditorElement } from './user-editor/user-editor.element';

// The element typings (`npm run manifest`): each tag's element interface, HTMLElementTagNameMap
// and React's JSX.IntrinsicElements; importing this entry brings them to a TypeScript consumer.
export type * from './custom-elements';
