export * from './masters';
export * from './messages';
export * from './reports';
