CREATE TABLE "event_signups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_signups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_signups_event_user_key" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text DEFAULT 'activity' NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"place" text DEFAULT '' NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"signup_opens_at" timestamp with time zone NOT NULL,
	"signup_closes_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_seats_check" CHECK ("events"."seats_taken" >= 0 and "events"."seats_taken" <= "events"."capacity"),
	CONSTRAINT "events_times_check" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_signups_event_state_idx" ON "event_signups" USING btree ("event_id","state","position","id");--> statement-breakpoint
CREATE INDEX "event_signups_user_idx" ON "event_signups" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "events_list_idx" ON "events" USING btree ("kind","ends_at","starts_at");--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('events', NULL, '活动', 'Events', 'events', 50, NULL, NULL, '{}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('activity', 'events', '活动管理', 'Activities', 'entry', 10, '/admin/activity', 'activity.read', ARRAY['/admin/modify_activity', '/admin/activeInformation'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['activity.read', 'activity.create', 'activity.update', 'activity.delete', 'activity.publish']::text[]))
  WHERE "key" = 'event_manager';
--> statement-breakpoint
INSERT INTO "events" ("slug", "kind", "title_zh", "title_en", "summary_zh", "summary_en", "body_zh", "body_en", "place", "online", "starts_at", "ends_at", "signup_opens_at", "signup_closes_at", "capacity", "state", "published_at") VALUES
  ('app2025', 'competition', '2025 RISC-V 应用创新大赛', '2025 RISC-V Application Innovation Competition',
   '面向高校与企业开发者，基于玄铁 RISC-V 开发板打造创新应用，赢取丰厚奖金与产业资源。',
   'For students and professional developers: build an innovative application on XuanTie RISC-V boards and win prizes and industry support.',
   E'## 大赛介绍\n\n2025 RISC-V 应用创新大赛由 OCC 开发者社区主办，鼓励开发者基于玄铁 RISC-V 处理器与开发板，在智能家居、工业控制、边缘 AI 等方向打造创新应用。\n\n## 赛程安排\n\n| 阶段 | 时间 |\n|---|---|\n| 报名 | 2025 年 3 月 1 日 — 2026 年 12 月 31 日 |\n| 初赛作品提交 | 2026 年 6 月 30 日前 |\n| 决赛路演 | 2027 年 1 月 |\n\n## 参赛规则\n\n1. 个人或团队（不超过 5 人）均可报名；\n2. 作品须运行在 RISC-V 平台上，并开源核心代码；\n3. 作品不得侵犯第三方知识产权。\n\n## 奖项设置\n\n- 一等奖 1 名：奖金 50,000 元\n- 二等奖 3 名：奖金 20,000 元\n- 三等奖 5 名：奖金 10,000 元',
   E'## About\n\nThe 2025 RISC-V Application Innovation Competition, hosted by the OCC developer community, invites developers to build innovative applications on XuanTie RISC-V processors and boards: smart home, industrial control, edge AI and more.\n\n## Schedule\n\n| Phase | Dates |\n|---|---|\n| Sign-up | 1 March 2025 to 31 December 2026 |\n| First-round submission | by 30 June 2026 |\n| Final pitch | January 2027 |\n\n## Rules\n\n1. Individuals or teams of up to 5 people may enter;\n2. Entries must run on a RISC-V platform with their core code open source;\n3. Entries must not infringe third-party intellectual property.\n\n## Prizes\n\n- 1 first prize: 50,000 CNY\n- 3 second prizes: 20,000 CNY\n- 5 third prizes: 10,000 CNY',
   '线上 + 杭州决赛现场', true, '2025-03-01T00:00:00Z', '2027-01-31T10:00:00Z', '2025-03-01T00:00:00Z', '2026-12-31T15:59:59Z', 2000, 'published', '2025-02-20T00:00:00Z')
ON CONFLICT ("slug") DO NOTHING;
