export * from './constants';
export * from './messages';
export * from './rules';
export * from './schemas';
export * from './api';
export * from './reports';
export * from './reminders';
export * from './dashboard';
