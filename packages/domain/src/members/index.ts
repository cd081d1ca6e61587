export * from './ledger';
export * from './messages';
export * from './reports';
export * from './rules';
export * from './schemas';
