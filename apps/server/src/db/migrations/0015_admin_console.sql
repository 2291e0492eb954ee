CREATE TABLE "admin_menus" (
	"key" text PRIMARY KEY NOT NULL,
	"parent_key" text,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"icon" text DEFAULT 'entry' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"route" text,
	"permission" text,
	"highlights" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"token_ttl_days" integer DEFAULT 90 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_enquiries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_enquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_record_version_key" UNIQUE("resource","record_id","version")
);
--> statement-breakpoint
CREATE TABLE "dicts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dicts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"value" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dicts_type_value_key" UNIQUE("type","value")
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_resource_record_id_pk" PRIMARY KEY("resource","record_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"question_zh" text NOT NULL,
	"question_en" text DEFAULT '' NOT NULL,
	"answer_zh" text NOT NULL,
	"answer_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_reset_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carousel_slides" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "audit_log_resource_idx" ON "audit_log" USING btree ("resource","created_at" desc);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "business_created_idx" ON "business_enquiries" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "business_status_idx" ON "business_enquiries" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "dicts_type_sort_idx" ON "dicts" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "faqs_published_sort_idx" ON "faqs" USING btree ("published_at","sort");--> statement-breakpoint
CREATE INDEX "faqs_sort_idx" ON "faqs" USING btree ("sort","id");--> statement-breakpoint
-- Slides that exist are live: they were shown before publishing existed.
UPDATE "carousel_slides" SET "published_at" = now() WHERE "published_at" IS NULL;
--> statement-breakpoint
-- Built-in roles of the console foundation (issue 12). ON CONFLICT DO NOTHING: never overwrite a
-- role an administrator edited. Badges (official account, official blogger, expert blogger = 'expert') are roles too.
INSERT INTO "roles" ("key", "name_en", "name_zh", "permissions", "builtin") VALUES
  ('moderator', 'Content moderator', '内容审核员', ARRAY['content.read', 'content.write', 'moderation.review', 'admin.console', 'news.read', 'news.create', 'news.update', 'faqs.read', 'faqs.create', 'faqs.update']::text[], 1),
  ('course_manager', 'Course manager', '课程管理员', ARRAY['content.read', 'content.write', 'admin.console']::text[], 1),
  ('event_manager', 'Event manager', '活动管理员', ARRAY['content.read', 'content.write', 'admin.console']::text[], 1),
  ('official_blogger', 'Official blogger', '官方博主', ARRAY['content.read', 'content.write']::text[], 1)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['business.read', 'business.update', 'faqs.read', 'faqs.create', 'faqs.update']::text[]))
  WHERE "key" = 'support';
--> statement-breakpoint
INSERT INTO "api_clients" ("client_id", "name", "scopes", "token_ttl_days") VALUES
  ('occ-desktop', 'OCC Desktop Tool', ARRAY['profile', 'lab']::text[], 90)
ON CONFLICT ("client_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('content', NULL, '内容', 'Content', 'content', 10, NULL, NULL, '{}'),
  ('news', 'content', '新闻', 'News', 'entry', 10, '/admin/news', 'news.read', ARRAY['/admin/news_detail']),
  ('carousel', 'content', '轮播图', 'Carousel', 'entry', 20, '/admin/carousel', 'carousel.read', ARRAY['/admin/carousel_detail']),
  ('faq', 'content', '常见问题', 'FAQ', 'entry', 30, '/admin/manage_faq', 'faqs.read', ARRAY['/admin/modify_faq']),
  ('community', NULL, '社区', 'Community', 'community', 20, NULL, NULL, '{}'),
  ('reviews', 'community', '内容审核', 'Review queue', 'entry', 10, '/admin/reviews', 'moderation.review', '{}'),
  ('reports', 'community', '举报处理', 'Reports', 'entry', 20, '/admin/reports', 'moderation.review', '{}'),
  ('sensitive', 'community', '敏感词', 'Sensitive words', 'entry', 30, '/admin/sensitive-words', 'moderation.review', '{}'),
  ('lab', NULL, '云实验室', 'Cloud lab', 'lab', 30, NULL, NULL, '{}'),
  ('labPermissions', 'lab', '权限申请', 'Permission applications', 'entry', 10, '/admin/lab/permissions', 'lab.review', '{}'),
  ('labReservations', 'lab', '预约管理', 'Reservations', 'entry', 20, '/admin/lab/reservations', 'lab.manage', '{}'),
  ('labAgents', 'lab', '实验室代理', 'Lab agents', 'entry', 30, '/admin/lab/agents', 'lab.manage', '{}'),
  ('chip', 'lab', '芯片', 'Chips', 'entry', 40, '/admin/chip', 'lab.manage', '{}'),
  ('cpu', 'lab', 'CPU', 'CPUs', 'entry', 50, '/admin/cpu', 'lab.manage', '{}'),
  ('device', 'lab', '设备', 'Devices', 'entry', 60, '/admin/device', 'lab.manage', '{}'),
  ('service', NULL, '服务', 'Service', 'service', 40, NULL, NULL, '{}'),
  ('approve', 'service', '企业认证审核', 'Enterprise approvals', 'entry', 10, '/admin/approve', 'enterprise.review', '{}'),
  ('business', 'service', '商务合作', 'Business enquiries', 'entry', 20, '/admin/business', 'business.read', ARRAY['/admin/business_detail']),
  ('system', NULL, '系统', 'System', 'system', 90, NULL, NULL, '{}'),
  ('user', 'system', '用户', 'Users', 'entry', 10, '/admin/user', 'users.read', ARRAY['/admin/user_detail']),
  ('role', 'system', '角色', 'Roles', 'entry', 20, '/admin/role', 'roles.read', ARRAY['/admin/role_add', '/admin/role_detail']),
  ('menu', 'system', '菜单', 'Menus', 'entry', 30, '/admin/menu', 'menus.read', '{}'),
  ('dict', 'system', '数据字典', 'Dictionaries', 'entry', 40, '/admin/dict', 'dicts.read', ARRAY['/admin/dict_detail']),
  ('cdk', 'system', '工具客户端', 'CDK clients', 'entry', 50, '/admin/cdk', 'clients.read', ARRAY['/admin/cdk_detail']),
  ('audit', 'system', '审计日志', 'Audit log', 'entry', 60, '/admin/audit', 'audit.read', ARRAY['/admin/audit_detail'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dicts" ("type", "value", "label_zh", "label_en", "sort") VALUES
  ('resourceType', '1', 'CPU 和玄铁', 'CPU and XuanTie', 1),
  ('resourceType', '2', '存储', 'Storage', 2),
  ('resourceType', '3', '配置', 'Configuration', 3),
  ('ticketClassification', 'hardware', '硬件问题', 'Hardware', 1),
  ('ticketClassification', 'software', '软件问题', 'Software', 2),
  ('ticketClassification', 'toolchain', '工具链', 'Toolchain', 3),
  ('ticketClassification', 'lab', '云实验室', 'Cloud lab', 4),
  ('ticketClassification', 'other', '其他', 'Other', 9),
  ('industry', 'iot', '物联网', 'IoT', 1),
  ('industry', 'automotive', '汽车电子', 'Automotive', 2),
  ('industry', 'edge', '边缘计算', 'Edge computing', 3),
  ('industry', 'education', '教育', 'Education', 4),
  ('technicalField', 'os', '操作系统', 'Operating systems', 1),
  ('technicalField', 'compiler', '编译器', 'Compilers', 2),
  ('technicalField', 'ai', '人工智能', 'AI', 3),
  ('technicalField', 'security', '安全', 'Security', 4),
  ('tag', 'risc-v', 'RISC-V', 'RISC-V', 1),
  ('tag', 'linux', 'Linux', 'Linux', 2),
  ('faqCategory', 'account', '账号', 'Account', 1),
  ('faqCategory', 'lab', '云实验室', 'Cloud lab', 2),
  ('faqCategory', 'community', '社区', 'Community', 3),
  ('faqCategory', 'other', '其他', 'Other', 9)
ON CONFLICT ("type", "value") DO NOTHING;
