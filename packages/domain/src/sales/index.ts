export * from './constants';
export * from './messages';
export * from './pricing';
export * from './refund';
export * from './rules';
export * from './schemas';
