export * from './events';
export * from './error-bus';
export * from './analytics';
export * from './navigation';
export * from './event-specs';
