export * from './schemas';
export * from './sla';
