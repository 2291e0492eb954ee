-- Console judging list of competition submissions (issue 19): judges hold competition.judge only.
--> statement-breakpoint
-- hand-written:
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('competition_judging', 'events', '竞赛评审', 'Competition judging', 'entry', 20, '/admin/competition_judging', 'competition.judge', ARRAY['/admin/competition_judging_detail'])
ON CONFLICT ("key") DO NOTHING;
