-- hand-written:
-- The catalogue's console entries of spec §1 that are a part of the products (issue 16):
-- `solution`, `mcu`, `module` and the catalogue side of `chip` (the lab's `chip` entry keeps its SoC
-- and board models). Each lists the products of its categories (packages/shared/src/admin/areas/
-- product-views.ts) and is shown to those who may read products.
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('solution', 'catalogue', '解决方案', 'Solutions', 'entry', 12, '/admin/solution', 'products.read', ARRAY['/admin/solution_detail']),
  ('chip_product', 'catalogue', '芯片产品', 'Chip products', 'entry', 14, '/admin/chip_product', 'products.read', ARRAY['/admin/chip_product_detail']),
  ('mcu', 'catalogue', 'MCU', 'MCUs', 'entry', 16, '/admin/mcu', 'products.read', ARRAY['/admin/mcu_detail']),
  ('module', 'catalogue', '模组', 'Modules', 'entry', 18, '/admin/module', 'products.read', ARRAY['/admin/module_detail'])
ON CONFLICT ("key") DO NOTHING;
