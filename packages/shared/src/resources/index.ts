export * from './schemas';
export * from './file-links';
export * from './uploads';
