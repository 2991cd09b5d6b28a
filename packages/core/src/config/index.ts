export * from './config';
export * from './validate';
export * from './page-config';
