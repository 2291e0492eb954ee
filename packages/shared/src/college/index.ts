export * from './schemas';
export * from './exams';
export * from './watch';
export * from './stages';
