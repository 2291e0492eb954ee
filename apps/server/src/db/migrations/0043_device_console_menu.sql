-- hand-written:
-- The vendor's device console (issue 23): one menu group with its three entries. A customer
-- organisation's enterprise members (enterprise.products) see their own products and devices,
-- the vendor's staff (devices.manage) everyone's. `/admin/product` is the catalogue's entry, so the
-- device products live at `/admin/device_product`, which keeps the spec's highlighted-menu mapping
-- (`/license`, `/firmware`, `/demo_config`, `/iot` → the product entry; `/demonstrate` → `/device_list`).
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('devices', NULL, '设备控制台', 'Device console', 'lab', 27, NULL, NULL, '{}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('device_product', 'devices', '设备产品', 'Device products', 'entry', 10, '/admin/device_product', 'enterprise.products|devices.manage', ARRAY['/admin/license', '/admin/firmware']),
  ('fota', 'devices', '固件升级', 'FOTA', 'entry', 20, '/admin/fota', 'enterprise.products|devices.manage', ARRAY['/admin/fota_detail']),
  ('device_list', 'devices', '设备列表', 'Device list', 'entry', 30, '/admin/device_list', 'enterprise.products|devices.manage', ARRAY[]::text[])
ON CONFLICT ("key") DO NOTHING;
