-- Builtin roles of spec §6 with their permissions. Every logged-in user also holds 'user'
-- implicitly (platform/session.ts), so plain accounts need no role rows of their own.
-- ON CONFLICT DO NOTHING: the admin console may have edited a role; never overwrite it.
INSERT INTO "roles" ("key", "name_en", "name_zh", "permissions", "builtin") VALUES
  ('visitor', 'Visitor', '游客', ARRAY['content.read']::text[], 1),
  ('user', 'User', '普通用户', ARRAY['content.read', 'content.write', 'lab.apply', 'tickets.create']::text[], 1),
  ('enterprise', 'Enterprise user', '企业用户', ARRAY['content.read', 'content.write', 'lab.apply', 'tickets.create', 'enterprise.products', 'enterprise.downloads']::text[], 1),
  ('vendor', 'Vendor', '厂商', ARRAY['content.read', 'content.write', 'vendor.manage', 'admin.console']::text[], 1),
  ('support', 'Support staff', '技术支持', ARRAY['content.read', 'content.write', 'tickets.handle', 'moderation.review', 'lab.use', 'admin.console']::text[], 1),
  ('admin', 'Administrator', '系统管理员', ARRAY['content.read', 'content.write', 'content.publish', 'lab.use', 'admin.console', 'moderation.review', 'enterprise.review', 'users.manage', 'roles.manage', 'tickets.handle', 'vendor.manage']::text[], 1),
  ('official', 'Official account', '官方账号', ARRAY['content.read', 'content.write', 'content.official']::text[], 1)
ON CONFLICT ("key") DO NOTHING;
