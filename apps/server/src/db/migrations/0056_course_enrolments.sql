CREATE TABLE "course_enrolments" (
	"course_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("user_id","enrolled_at" desc);--> statement-breakpoint
-- hand-written:
INSERT INTO "course_enrolments" ("course_id", "user_id", "enrolled_at")
SELECT "course_id", "user_id", min("completed_at") FROM "course_progress" GROUP BY "course_id", "user_id"
ON CONFLICT DO NOTHING;
