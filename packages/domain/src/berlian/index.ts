export * from './buyback';
export * from './carat';
export * from './messages';
export * from './pricing';
export * from './schemas';
export * from './masters';
export * from './counter';
