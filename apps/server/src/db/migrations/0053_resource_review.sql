CREATE TABLE "resource_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"resource_id" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "access" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD CONSTRAINT "resource_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD CONSTRAINT "resource_submissions_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_submissions" ADD CONSTRAINT "resource_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_submissions_state_idx" ON "resource_submissions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "resource_submissions_resource_idx" ON "resource_submissions" USING btree ("resource_id","created_at" desc);--> statement-breakpoint
-- hand-written:
-- one pending review per resource (an edit refreshes it; the index holds it under races too)
CREATE UNIQUE INDEX "resource_submissions_one_pending_idx" ON "resource_submissions" ("resource_id") WHERE "state" = 'pending';--> statement-breakpoint
-- enterprise resources go to the console's one approval queue, reviewed by resources.update
UPDATE "admin_menus" SET "permission" = "permission" || '|resources.update'
  WHERE "key" = 'approve' AND "permission" NOT LIKE '%resources.update%';
