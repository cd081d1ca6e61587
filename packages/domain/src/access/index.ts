export * from './akses';
export * from './gates';
export * from './levels';
export * from './modules';
export * from './previous-date';
export * from './routes';
