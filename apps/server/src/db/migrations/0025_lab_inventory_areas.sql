-- The lab inventory became declared console areas: each menu entry keeps its tab pages and
-- edit pages highlighted (an administrator's own highlight list is left alone).
UPDATE "admin_menus" SET "highlights" = ARRAY['/admin/modify_chip', '/admin/chip_board', '/admin/modify_chip_board']
  WHERE "key" = 'chip' AND "highlights" = '{}';--> statement-breakpoint
UPDATE "admin_menus" SET "highlights" = ARRAY['/admin/modify_cpu', '/admin/cpu_company', '/admin/modify_cpu_company']
  WHERE "key" = 'cpu' AND "highlights" = '{}';--> statement-breakpoint
UPDATE "admin_menus" SET "highlights" = ARRAY['/admin/modify_device']
  WHERE "key" = 'device' AND "highlights" = '{}';
