export * from './constants';
export * from './ledger';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './scan-rules';
export * from './photo-messages';
