export * from './constants';
export * from './messages';
export * from './schemas';
export * from './shipping-masters';
