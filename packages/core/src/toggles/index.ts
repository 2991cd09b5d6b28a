export * from './toggles';
