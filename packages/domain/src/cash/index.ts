export * from './constants';
export * from './gesek';
export * from './kategori';
export * from './ledger';
export * from './messages';
export * from './schemas';
export * from './reports';
