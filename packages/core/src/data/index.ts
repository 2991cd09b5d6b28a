export * from './shell-data';
