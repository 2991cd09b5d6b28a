export * from './auth';
export * from './timers';
export * from './session';
