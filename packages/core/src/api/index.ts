export * from './errors';
export * from './client';
export { mapHttpError } from './http-errors.lazy';
