CREATE TABLE "workgroup_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workgroup_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workgroup_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"agenda_zh" text DEFAULT '' NOT NULL,
	"agenda_en" text DEFAULT '' NOT NULL,
	"minutes_zh" text DEFAULT '' NOT NULL,
	"minutes_en" text DEFAULT '' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workgroup_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workgroup_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workgroup_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "workgroups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workgroups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"charter_zh" text DEFAULT '' NOT NULL,
	"charter_en" text DEFAULT '' NOT NULL,
	"tag" text NOT NULL,
	"repositories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workgroup_meetings" ADD CONSTRAINT "workgroup_meetings_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_workgroup_id_workgroups_id_fk" FOREIGN KEY ("workgroup_id") REFERENCES "public"."workgroups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workgroup_members" ADD CONSTRAINT "workgroup_members_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workgroup_meetings_group_idx" ON "workgroup_meetings" USING btree ("workgroup_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workgroup_members_user_idx" ON "workgroup_members" USING btree ("workgroup_id","user_id");--> statement-breakpoint
CREATE INDEX "workgroup_members_state_idx" ON "workgroup_members" USING btree ("workgroup_id","state","created_at");--> statement-breakpoint
CREATE INDEX "workgroup_members_by_user_idx" ON "workgroup_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "workgroups_list_idx" ON "workgroups" USING btree ("enabled","sort","id");--> statement-breakpoint
-- hand-written: the console's `workgroup` entry under community (issue 16): groups, meetings and
-- memberships (join requests) as tabs, shown to holders of workgroups.read.
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('workgroup', 'community', '工作组', 'Workgroups', 'entry', 80, '/admin/workgroup', 'workgroups.read', ARRAY['/admin/workgroup_detail', '/admin/workgroup_meeting', '/admin/workgroup_meeting_detail', '/admin/workgroup_member', '/admin/workgroup_member_detail'])
ON CONFLICT ("key") DO NOTHING;
