CREATE TABLE "course_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"video_url" text,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_lessons_course_position_uq" UNIQUE("course_id","position")
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_lesson_uq" UNIQUE("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"level" text NOT NULL,
	"category" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "study_route_courses" (
	"route_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "study_route_courses_route_id_position_pk" PRIMARY KEY("route_id","position"),
	CONSTRAINT "study_route_courses_route_course_uq" UNIQUE("route_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "study_routes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_routes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_routes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_route_courses" ADD CONSTRAINT "study_route_courses_route_id_study_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."study_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_route_courses" ADD CONSTRAINT "study_route_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_progress_user_course_idx" ON "course_progress" USING btree ("user_id","course_id","completed_at" desc);--> statement-breakpoint
CREATE INDEX "courses_published_sort_idx" ON "courses" USING btree ("published_at","sort","id");--> statement-breakpoint
CREATE INDEX "courses_category_sort_idx" ON "courses" USING btree ("category","sort","id");--> statement-breakpoint
CREATE INDEX "courses_level_sort_idx" ON "courses" USING btree ("level","sort","id");--> statement-breakpoint
CREATE INDEX "study_route_courses_course_idx" ON "study_route_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "study_routes_published_sort_idx" ON "study_routes" USING btree ("published_at","sort","id");--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('learning', NULL, '学习', 'Learning', 'learning', 50, NULL, NULL, '{}')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('course', 'learning', '课程', 'Courses', 'entry', 10, '/admin/course', 'courses.read', ARRAY['/admin/course_detail'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['courses.read', 'courses.create', 'courses.update', 'courses.delete', 'courses.publish']::text[]))
  WHERE "key" = 'course_manager';
