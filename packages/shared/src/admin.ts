// The admin console's shared rules (imported as '@occ/shared/admin', so public pages never load them).
export * from './admin/permissions';
export * from './admin/area';
export * from './admin/console';
export * from './admin/areas/audit';
export * from './admin/areas/business';
export * from './admin/areas/carousel';
export * from './admin/areas/clients';
export * from './admin/areas/outbox';
export * from './admin/areas/apps';
export * from './admin/areas/dicts';
export * from './admin/areas/faqs';
export * from './admin/areas/news';
export * from './admin/areas/pages';
export * from './admin/areas/products';
export * from './admin/areas/courses';
export * from './admin/areas/activity';
export * from './admin/areas/tickets';
