export * from './constants';
export * from './ladder';
export * from './messages';
export * from './pricing';
export * from './schemas';
