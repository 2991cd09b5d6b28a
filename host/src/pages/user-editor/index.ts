export { AddUserPage, EditUserPage } from './user-editor-page';
