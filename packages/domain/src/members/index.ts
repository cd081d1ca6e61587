export * from './ledger';
export * from './points';
export * from './points-messages';
export * from './points-schemas';
export * from './reports';
