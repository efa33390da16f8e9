export * from './schema';
export * from './node-types';
export * from './layout';
export * from './render-svg';
export * from './use-cases';
export * from './urls';
