export * from './templates';
export * from './schemas';
export * from './records';
