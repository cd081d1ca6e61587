export * from './constants';
export * from './card-surcharge';
export * from './gesek';
export * from './kategori';
export * from './ledger';
export * from './messages';
export * from './schemas';
export * from './reports';
