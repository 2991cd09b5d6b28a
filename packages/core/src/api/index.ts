export * from './errors';
export * from './client';
