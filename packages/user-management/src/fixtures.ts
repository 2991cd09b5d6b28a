/** Test and story data of the package's elements, shaped by @anp/contract's user-admin routes. */
export { ADMIN_PERMISSIONS } from './fixtures/permissions';
export * from './user-list/fixtures';
export * from './user-editor/fixtures';
export * from './bulk-users/fixtures';
