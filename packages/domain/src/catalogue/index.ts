export * from './display';
export * from './messages';
export * from './pricing';
export * from './public';
export * from './registry';
