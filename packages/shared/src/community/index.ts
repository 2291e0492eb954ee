// Community contract (issue 4): one file per area, re-exported here.
export {};
export * from './notifications';
export * from './interactions';
export * from './questions';
export * from './profile';
