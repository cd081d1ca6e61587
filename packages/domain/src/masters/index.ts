export * from './catalog';
export * from './fields';
export * from './messages';
export * from './registry';
export * from './schemas';
export * from './types';
export * from './images';
