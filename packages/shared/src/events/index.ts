export * from './schemas';
export * from './competitions';
export * from './cities';
