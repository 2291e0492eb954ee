export * from './templates';
export * from './schemas';
