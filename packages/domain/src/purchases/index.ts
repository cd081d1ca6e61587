export * from './constants';
export * from './ladder';
export * from './messages';
export * from './pricing';
export * from './rules';
export * from './schemas';
