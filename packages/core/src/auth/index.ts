export * from './auth';
export * from './timers';
