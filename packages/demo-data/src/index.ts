/**
 * @anp/demo-data: the deterministic demo data of the reference API, as rows of its tables and
 * real files. It imports only the contract, the kit's rules, the PDF writer and a holiday library
 * (date-holidays, loaded when plant calendars are made): whatever it must agree with the API on
 * (market facts, prices, the support catalogue, groups, password format) the API hands over as a
 * `Backend`.
 */
export type { Backend, BackendMarket, BackendPlant, PricedProduct, Texts } from './backend';
export type { Table } from './tables';
export { userRows, type UserRecord } from './user-rows';
export { coreTables, SEED_VERSION } from './core';
export { CATEGORIES, PACKAGE_TYPES } from './catalogue/lines';
export { generateProducts as catalogue, type Product } from './catalogue/catalogue';
export { ORDER_STATUSES, ORDER_TYPES } from './orders/model';
export { MESSAGE_CODES, PRIORITIES, PRICE_LIST_TITLES } from './notifications';
export { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './users';
export {
  ACCOUNTS_WITH_PRICE_LISTS,
  certificateTiff,
  documentTables,
  type AccountRow as DocumentAccount,
} from './documents/documents';
export {
  CASE_COLUMNS,
  CASE_DOCUMENT_COLUMNS,
  CASE_USERS,
  supportCases,
  type CaseLine,
  type CaseSource,
  type DemoCase,
} from './support/generate';
export { SUPPORT_SEED_VERSION } from './support/cases';
export { caseFileContent, type CaseFileSource } from './support/case-files';
export { FAQ_SEED_VERSION, FAQS, faqTables } from './support/faqs';
export {
  CLOSING_TYPES,
  HOLIDAY_COUNTRY,
  closedDaysAhead,
  type ClosedDay,
  type PlantClosing,
} from './markets/holidays';
export {
  MANAGED_USERS_SEED_VERSION,
  managedUserTables,
  type LinkableAccount,
} from './managed-users';
export { DEMO_REMINDERS, REMINDERS_SEED_VERSION, type DemoReminderSpec } from './reminders';
export {
  arDocuments,
  type ArDocument,
  type ArDocumentType,
  type ArDocumentsInput,
  type ArEvent,
  type ArSourceOrder,
} from './finance/ar-documents';
export {
  ENTITLEMENTS_SEED_VERSION,
  entitlementTable,
  type EntitledAccount,
} from './digital/entitlements';
export { DIGITAL_PAGE_CONFIG, type DigitalPageConfig } from './digital/pages';
export { porkDocumentQuery } from './digital/document-query';
export { TRIALS, type Trial, type TrialStage, type TrialUnit } from './digital/trials';
export {
  CUSTOMER_MATERIALS_SEED_VERSION,
  DEMO_CUSTOMER_MATERIALS,
  type DemoCustomerMaterialSpec,
} from './customer-materials';
