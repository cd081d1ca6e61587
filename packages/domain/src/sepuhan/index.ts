export * from './constants';
export * from './messages';
export * from './rules';
export * from './schemas';
