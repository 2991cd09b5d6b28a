export * from './shell-data';
export * from './portal-links';
