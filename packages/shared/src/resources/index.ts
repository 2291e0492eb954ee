export * from './schemas';
export * from './file-links';
