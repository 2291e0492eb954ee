export * from './schemas';
export * from './agent-protocol';
export * from './console';
