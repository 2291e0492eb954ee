export * from './schemas';
export * from './cards';
export * from './tokens';
export * from './assistant';
export * from './stem';
