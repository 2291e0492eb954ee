ALTER TABLE "drafts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "drafts_publish_at_idx" ON "drafts" USING btree ("publish_at") WHERE "drafts"."publish_at" is not null;--> statement-breakpoint
-- hand-written: the console's `search index` entry under system (issue 21: size, queue, rebuild
-- with progress), shown to holders of searchIndex.read (administrators hold every permission).
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('searchIndex', 'system', '搜索索引', 'Search index', 'entry', 70, '/admin/search_index', 'searchIndex.read', '{}')
ON CONFLICT ("key") DO NOTHING;
