export * from './schemas';
export * from './sla';
export * from './attachments';
