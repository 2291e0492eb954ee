CREATE INDEX "outbox_created_idx" ON "outbox_messages" USING btree ("created_at");--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('outbox', 'system', '消息发件箱', 'Outbox', 'entry', 58, '/admin/outbox', 'outbox.read', ARRAY['/admin/outbox_detail'])
ON CONFLICT ("key") DO NOTHING;
