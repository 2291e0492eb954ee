export * from './schemas';
export * from './exams';
