/**
 * @anp/core: configuration, the API client, sign-in, the error catalogue, market rules,
 * formatting, i18n, session storage, events, analytics, feature toggles, permissions and the
 * element factory of AN Portal Kit.
 */
export * from '@anp/rules';
export * from './config';
export * from './api';
export * from './services/shell';
export * from './auth';
export * from './session';
export * from './events';
export * from './toggles';
export * from './i18n';
export * from './element';
export * from './data';
