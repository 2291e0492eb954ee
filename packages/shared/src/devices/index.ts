export * from './templates';
export * from './schemas';
export * from './records';
export * from './orders';
export * from './production';
export * from './certified-products';
