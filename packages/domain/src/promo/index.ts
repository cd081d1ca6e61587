export * from './messages';
export * from './outbox';
export * from './schemas';
export * from './template';
