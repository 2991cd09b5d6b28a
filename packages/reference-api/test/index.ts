/**
 * Test-only helpers of the reference API (`@anp/reference-api/testing`): servers over a small
 * fixture database with test tokens, the fixture's data, multipart bodies and PDF text. The
 * server's own tests and the cross-package contract tests (tests/contract) use them.
 */
export { testAuth } from './auth';
export { fixtureDb } from './fixture-db';
export { FIXTURE_DOCUMENTS } from './fixture-documents';
export { FIXTURE_PRODUCTS } from './fixture-ordering';
export { FIXTURE_MEMOS, FIXTURE_ORDERS } from './fixture-orders';
export { pdfTexts, readPdf, type PdfReading } from './pdf-text';
export {
  ABUSIVE_FILES,
  SAMPLE_FILES,
  officeZip,
  oleFile,
  multipartBody,
  supportTestServer,
  uploadParts,
  type Part,
  type SupportTestServer,
} from './support-server';
export { FIXTURE_NOW, testServer } from './test-server';
export { MANAGED_FIXTURE, userAdminTestServer } from './user-admin-server';
export {
  insertAccounts,
  insertUsers,
  type FixtureAccount,
  type FixtureUser,
} from './fixture-users';
export { BRAZIL_ACCOUNT, addBrazilianAccount } from './fixture-finance';
