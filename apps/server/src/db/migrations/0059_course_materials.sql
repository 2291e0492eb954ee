CREATE TABLE "course_materials" (
	"course_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_materials_course_id_resource_id_pk" PRIMARY KEY("course_id","resource_id")
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "key_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_materials_course_sort_idx" ON "course_materials" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "course_materials_resource_idx" ON "course_materials" USING btree ("resource_id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_course_idx" ON "questions" USING btree ("course_id","status","created_at");