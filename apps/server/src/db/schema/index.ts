export * from './users';
export * from './news';
export * from './catalogue';
