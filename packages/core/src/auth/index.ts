export * from './auth';
export * from './idle';
export * from './timers';
export * from './session';
