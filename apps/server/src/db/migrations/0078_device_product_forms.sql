-- hand-written:
-- The device console's product forms have addresses (spec §2: `/add_product`, `/modify_product`
-- keep the product management entry highlighted): `/admin/add_product` and
-- `/admin/modify_product/:id` highlight the device products entry.
UPDATE "admin_menus" SET "highlights" = "highlights" || ARRAY['/admin/add_product', '/admin/modify_product']
  WHERE "key" = 'device_product' AND NOT ('/admin/add_product' = ANY("highlights"));
