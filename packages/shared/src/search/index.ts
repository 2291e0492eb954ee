export * from './schemas';
export * from './tokens';
export * from './assistant';
export * from './stem';
