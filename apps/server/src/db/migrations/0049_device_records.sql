CREATE TABLE "device_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"chip" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"certificate_no" text,
	"review_comment" text,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_certifications_certificate_no_unique" UNIQUE("certificate_no")
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"command_id" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"licence_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_licences" ADD COLUMN "properties" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "device_licences" ADD COLUMN "properties_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_certifications" ADD CONSTRAINT "device_certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certifications" ADD CONSTRAINT "device_certifications_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_certifications" ADD CONSTRAINT "device_certifications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_licence_id_device_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."device_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_events" ADD CONSTRAINT "device_events_licence_id_device_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."device_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_certifications_product_idx" ON "device_certifications" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_certifications_one_pending_uq" ON "device_certifications" USING btree ("product_id") WHERE "device_certifications"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "device_commands_licence_idx" ON "device_commands" USING btree ("licence_id","state","created_at");--> statement-breakpoint
CREATE INDEX "device_events_licence_idx" ON "device_events" USING btree ("licence_id","created_at");
--> statement-breakpoint
-- hand-written:
-- chip certification requests go to the console's one approval queue, reviewed by the vendor's
-- staff (devices.manage); the device console's new detail pages keep their menu entry highlighted
UPDATE "admin_menus" SET "permission" = "permission" || '|devices.manage'
  WHERE "key" = 'approve' AND "permission" NOT LIKE '%devices.manage%';--> statement-breakpoint
UPDATE "admin_menus" SET "highlights" = "highlights" || ARRAY['/admin/chip_certification', '/admin/iot']
  WHERE "key" = 'device_product' AND NOT ('/admin/iot' = ANY("highlights"));--> statement-breakpoint
UPDATE "admin_menus" SET "highlights" = "highlights" || ARRAY['/admin/demonstrate']
  WHERE "key" = 'device_list' AND NOT ('/admin/demonstrate' = ANY("highlights"));
