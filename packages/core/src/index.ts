export * from './routes';
export * from './mortgage';
export * from './validation';
export * from './api';
export * from './tracking';
export * from './text';
export * from './consent';
export * from './attribution';
