export * from './shell-data';
export * from './portal-links';
export * from './save-blob';
