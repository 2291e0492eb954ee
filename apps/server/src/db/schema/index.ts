export * from './users';
export * from './news';
export * from './catalogue';
export * from './auth';
export * from './identity';
export * from './access';
export * from './lab';
export * from './community';
