CREATE TABLE "vendor_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vendor_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"review_comment" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_follows" (
	"user_id" uuid NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_follows_user_id_vendor_id_pk" PRIMARY KEY("user_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation" text NOT NULL,
	"slug" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"region" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"partner" boolean DEFAULT false NOT NULL,
	"reseller" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_organisation_unique" UNIQUE("organisation"),
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "vendor_changes" ADD CONSTRAINT "vendor_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_changes" ADD CONSTRAINT "vendor_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_changes" ADD CONSTRAINT "vendor_changes_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_follows" ADD CONSTRAINT "vendor_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_follows" ADD CONSTRAINT "vendor_follows_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_changes_state_idx" ON "vendor_changes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "vendor_changes_vendor_idx" ON "vendor_changes" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_follows_vendor_idx" ON "vendor_follows" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_follows_user_idx" ON "vendor_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vendors_sort_idx" ON "vendors" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "vendors_region_idx" ON "vendors" USING btree ("region","sort","id");--> statement-breakpoint
-- hand-written:
-- one pending change per vendor (a second submit while one waits is a 409)
CREATE UNIQUE INDEX "vendor_changes_one_pending_idx" ON "vendor_changes" ("vendor_id") WHERE "state" = 'pending';--> statement-breakpoint
-- the partner and reseller listings
CREATE INDEX "vendors_partner_idx" ON "vendors" ("sort", "id") WHERE "partner";--> statement-breakpoint
CREATE INDEX "vendors_reseller_idx" ON "vendors" ("sort", "id") WHERE "reseller";--> statement-breakpoint
-- the console's `vendor` entry (staff manage vendors, partner and reseller flags)
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('vendor', 'catalogue', '厂商', 'Vendors', 'entry', 20, '/admin/vendor', 'vendors.read', ARRAY['/admin/vendor_detail'])
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- the approval queue also shows vendor members' profile changes to those who update vendors
UPDATE "admin_menus" SET "permission" = "permission" || '|vendors.update'
  WHERE "key" = 'approve' AND "permission" NOT LIKE '%vendors.update%';
