export * from './constants';
export * from './messages';
export * from './pricing';
export * from './rules';
export * from './schemas';
