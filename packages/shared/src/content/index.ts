// Blogs and videos with review (issue 5): one file per area, re-exported here.
export * from './posts';
export * from './reviews';
export * from './videos';
