export * from './constants';
export * from './ledger';
export * from './messages';
export * from './schemas';
export * from './reports';
export * from './journal-export';
