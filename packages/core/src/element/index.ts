export * from './kit-context';
export * from './kit-root';
export * from './define-widget';
export * from './manifest';
export * from './chrome';
export * from './services';
export * from './root';
