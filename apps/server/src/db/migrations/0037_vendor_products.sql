CREATE TABLE "product_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"title" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "organisation" text;--> statement-breakpoint
ALTER TABLE "product_submissions" ADD CONSTRAINT "product_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_submissions" ADD CONSTRAINT "product_submissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_submissions" ADD CONSTRAINT "product_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_submissions_state_idx" ON "product_submissions" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "product_submissions_product_idx" ON "product_submissions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "products_organisation_idx" ON "products" USING btree ("organisation","id");--> statement-breakpoint
-- hand-written:
-- one pending submission per product (a second submit while one waits is a 409)
CREATE UNIQUE INDEX "product_submissions_one_pending_idx" ON "product_submissions" ("product_id") WHERE "state" = 'pending';--> statement-breakpoint
-- the approval queue also shows vendors' products to those who publish products
UPDATE "admin_menus" SET "permission" = 'enterprise.review|lab.review|products.publish'
  WHERE "key" = 'approve' AND "permission" = 'enterprise.review|lab.review';
