export * from './rules';
export * from './masters';
export * from './schemas';
