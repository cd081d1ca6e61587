export * from './masters';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './purchase-price';
