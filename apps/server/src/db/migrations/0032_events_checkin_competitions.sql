CREATE TABLE "competition_phases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_phases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"key" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_phases_event_key" UNIQUE("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "competition_scores" (
	"submission_id" integer NOT NULL,
	"judge_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"total" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_scores_submission_id_judge_id_pk" PRIMARY KEY("submission_id","judge_id"),
	CONSTRAINT "competition_scores_total" CHECK ("competition_scores"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competition_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"phase_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"repo_url" text,
	"video_url" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_submissions_team_phase" UNIQUE("team_id","phase_id")
);
--> statement-breakpoint
CREATE TABLE "competition_team_members" (
	"team_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "competition_team_members_event_user" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "competition_teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"captain_id" uuid NOT NULL,
	"invite_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_teams_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "competition_teams_event_name" UNIQUE("event_id","name")
);
--> statement-breakpoint
CREATE TABLE "competition_winners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_winners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"award_zh" text NOT NULL,
	"award_en" text DEFAULT '' NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_winners_event_submission" UNIQUE("event_id","submission_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "checkin_code" text;--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "reminded_hour_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rules_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "rules_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "materials_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "materials_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_phases" ADD CONSTRAINT "competition_phases_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_scores" ADD CONSTRAINT "competition_scores_submission_id_competition_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."competition_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_scores" ADD CONSTRAINT "competition_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_submissions" ADD CONSTRAINT "competition_submissions_phase_id_competition_phases_id_fk" FOREIGN KEY ("phase_id") REFERENCES "public"."competition_phases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_team_id_competition_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."competition_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_members" ADD CONSTRAINT "competition_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_teams" ADD CONSTRAINT "competition_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_winners" ADD CONSTRAINT "competition_winners_submission_id_competition_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."competition_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_winners_event_idx" ON "competition_winners" USING btree ("event_id","rank");--> statement-breakpoint
ALTER TABLE "event_signups" ADD CONSTRAINT "event_signups_checkin_code_unique" UNIQUE("checkin_code");--> statement-breakpoint
-- hand-written: judges, check-in permission, the app2025 competition's rules, materials and phases
INSERT INTO "roles" ("key", "name_en", "name_zh", "permissions", "builtin") VALUES
  ('judge', 'Competition judge', '竞赛评委', ARRAY['competition.judge', 'admin.console']::text[], 1)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['activity.checkin']::text[]))
  WHERE "key" = 'event_manager';
--> statement-breakpoint
UPDATE "events" SET
  "rules_zh" = E'## 参赛规则\n\n1. 个人或团队（不超过 5 人）均可报名，每人只能加入一支队伍；\n2. 作品须运行在 RISC-V 平台上，并开源核心代码；\n3. 每支队伍在每个阶段提交一份作品，截止前可反复修改，截止后锁定；\n4. 作品不得侵犯第三方知识产权。\n\n## 评审标准\n\n| 维度 | 分值 |\n|---|---|\n| 创新性 | 30 |\n| 技术实现 | 40 |\n| 完成度与演示 | 30 |',
  "rules_en" = E'## Rules\n\n1. Individuals or teams of up to 5 people may enter; each person joins one team;\n2. Entries must run on a RISC-V platform with their core code open source;\n3. Each team submits one entry per phase, editable until the deadline and locked after it;\n4. Entries must not infringe third-party intellectual property.\n\n## Judging criteria\n\n| Criterion | Points |\n|---|---|\n| Innovation | 30 |\n| Technical implementation | 40 |\n| Completeness and demo | 30 |',
  "materials_zh" = E'## 参赛资料\n\n- [大赛说明书（PDF）](/service/app2025-guide)\n- [玄铁 RISC-V 开发板快速入门](/document)\n- [作品提交模板](https://github.com/occ-community/app2025-template)',
  "materials_en" = E'## Materials\n\n- [Competition guide (PDF)](/service/app2025-guide)\n- [XuanTie RISC-V board quick start](/document)\n- [Submission template](https://github.com/occ-community/app2025-template)'
  WHERE "slug" = 'app2025';
--> statement-breakpoint
INSERT INTO "competition_phases" ("event_id", "key", "title_zh", "title_en", "deadline", "criteria", "sort")
  SELECT "id", 'preliminary', '初赛', 'Preliminary round', '2026-06-30T15:59:59Z',
    '[{"key":"innovation","titleZh":"创新性","titleEn":"Innovation","max":30},{"key":"technical","titleZh":"技术实现","titleEn":"Technical implementation","max":40},{"key":"completeness","titleZh":"完成度与演示","titleEn":"Completeness and demo","max":30}]'::jsonb, 1
  FROM "events" WHERE "slug" = 'app2025'
ON CONFLICT ("event_id", "key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "competition_phases" ("event_id", "key", "title_zh", "title_en", "deadline", "criteria", "sort")
  SELECT "id", 'final', '决赛', 'Final round', '2026-12-31T15:59:59Z',
    '[{"key":"innovation","titleZh":"创新性","titleEn":"Innovation","max":30},{"key":"technical","titleZh":"技术实现","titleEn":"Technical implementation","max":40},{"key":"completeness","titleZh":"完成度与演示","titleEn":"Completeness and demo","max":30}]'::jsonb, 2
  FROM "events" WHERE "slug" = 'app2025'
ON CONFLICT ("event_id", "key") DO NOTHING;
