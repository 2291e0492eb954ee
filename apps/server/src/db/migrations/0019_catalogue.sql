DROP INDEX "products_kind_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "products_kind_category_idx" ON "products" USING btree ("kind","category","sort_order","id");--> statement-breakpoint
UPDATE "products" SET
  "category" = CASE "kind" WHEN 'os' THEN 'operating' WHEN 'sdk' THEN 'development' ELSE "kind" END,
  "kind" = CASE WHEN "kind" IN ('cpu', 'soc', 'mcu', 'module', 'board') THEN 'hardware' WHEN "kind" IN ('os', 'sdk') THEN 'software' ELSE "kind" END,
  "published_at" = COALESCE("published_at", "created_at")
WHERE "category" = '';
--> statement-breakpoint
UPDATE "products" SET "code" = CASE "code" WHEN 'openeuler-riscv' THEN 'openEuler' WHEN 'openkylin' THEN 'openKylin' WHEN 'openharmony' THEN 'OpenHarmony' ELSE 'RuyiSDK' END
WHERE "code" IN ('openeuler-riscv', 'openkylin', 'openharmony', 'ruyisdk')
  AND NOT EXISTS (SELECT 1 FROM "products" p WHERE p."code" IN ('openEuler', 'openKylin', 'OpenHarmony', 'RuyiSDK'));
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('catalogue', NULL, '产品目录', 'Catalogue', 'catalogue', 25, NULL, NULL, '{}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('product', 'catalogue', '产品', 'Products', 'entry', 10, '/admin/product', 'products.read', ARRAY['/admin/product_detail', '/admin/product_detailno'])
ON CONFLICT ("key") DO NOTHING;
