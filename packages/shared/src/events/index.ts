export * from './schemas';
export * from './competitions';
