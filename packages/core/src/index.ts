export * from './routes';
export * from './mortgage';
export * from './validation';
