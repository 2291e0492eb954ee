-- Console judging list of competition submissions (issue 19): judges hold competition.judge only.
--> statement-breakpoint
-- hand-written:
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('competition_judging', 'events', '竞赛评审', 'Competition judging', 'entry', 20, '/admin/competition_judging', 'competition.judge', ARRAY['/admin/competition_judging_detail'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- issue 20: the course console's exam results and certificates (read-only lists; revoke with a reason)
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('exam_results', 'learning', '考试成绩', 'Exam results', 'entry', 30, '/admin/exam_results', 'courses.read', ARRAY['/admin/exam_result_detail']),
  ('certificates', 'learning', '证书', 'Certificates', 'entry', 40, '/admin/certificates', 'certificates.read', ARRAY['/admin/certificate_detail'])
ON CONFLICT ("key") DO NOTHING;
