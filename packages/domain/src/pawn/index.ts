export * from './constants';
export * from './interest';
export * from './masters';
export * from './messages';
export * from './schemas';
export * from './reports';
export * from './reminders';
export * from './photos-whatsapp';
