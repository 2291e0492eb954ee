export * from './machine';
export * from './blog';
export * from './video';
export * from './event';
export * from './ticket';
export * from './orders';
