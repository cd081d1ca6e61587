export * from './constants';
export * from './csv';
export * from './masters';
export * from './messages';
export * from './schemas';
