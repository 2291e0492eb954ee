-- hand-written:
-- Page templates (issue 15, spec §1 `tpl`): the console entry listing the starting sets of blocks a
-- new page may begin from, beside the service pages; shown to staff who may create pages.
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('tpl', 'service', '页面模板', 'Page templates', 'entry', 6, '/admin/tpl', 'pages.create', '{}')
ON CONFLICT ("key") DO NOTHING;
