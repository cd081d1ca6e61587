export * from './akses';
export * from './audit';
export * from './auth';
export * from './common';
export * from './settings';
export * from './users';
export * from './birth-date';
