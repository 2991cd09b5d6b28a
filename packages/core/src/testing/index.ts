/** Test and story helpers (not part of the element runtime): `@anp/core/testing`. */
export * from './fake-services';
export { mountElement, shadowOf } from './plain-page';
export { fixtureAccount, fixtureContext } from './fixture-user';
