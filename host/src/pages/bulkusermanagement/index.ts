export { BulkUsersPage } from './bulk-users-page';
