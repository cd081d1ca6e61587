export * from './messages';
export * from './queries';
