export * from './keys';
export * from './storage';
export * from './store';
export * from './selected-account';
