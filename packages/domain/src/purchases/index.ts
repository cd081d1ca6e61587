export * from './ladder';
export * from './messages';
export * from './pricing';
