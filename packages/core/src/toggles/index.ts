export * from './toggles';
export * from './use-feature-toggles';
