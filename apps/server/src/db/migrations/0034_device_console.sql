CREATE TABLE "device_campaign_progress" (
	"campaign_id" uuid NOT NULL,
	"licence_id" uuid NOT NULL,
	"state" text NOT NULL,
	"error_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_campaign_progress_campaign_id_licence_id_pk" PRIMARY KEY("campaign_id","licence_id")
);
--> statement-breakpoint
CREATE TABLE "device_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"firmware_id" uuid NOT NULL,
	"target" text NOT NULL,
	"devices" text[] DEFAULT '{}'::text[] NOT NULL,
	"percentage" integer DEFAULT 100 NOT NULL,
	"stages" integer[] NOT NULL,
	"stage_index" integer DEFAULT 0 NOT NULL,
	"stage_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_wait_minutes" integer DEFAULT 0 NOT NULL,
	"failure_threshold" integer DEFAULT 10 NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"paused_reason" text,
	"salt" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_firmware" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"version" text NOT NULL,
	"target_chip" text NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"file_id" integer NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"device_name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"batch_id" uuid NOT NULL,
	"revoked_at" timestamp with time zone,
	"firmware_version" text,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_key" text NOT NULL,
	"organisation" text NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"chip" text NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"connectivity" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template" text DEFAULT 'blank' NOT NULL,
	"data_model" jsonb NOT NULL,
	"licence_quota" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_products_product_key_unique" UNIQUE("product_key")
);
--> statement-breakpoint
ALTER TABLE "device_campaign_progress" ADD CONSTRAINT "device_campaign_progress_campaign_id_device_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."device_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_campaign_progress" ADD CONSTRAINT "device_campaign_progress_licence_id_device_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."device_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_campaigns" ADD CONSTRAINT "device_campaigns_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_campaigns" ADD CONSTRAINT "device_campaigns_firmware_id_device_firmware_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."device_firmware"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_campaigns" ADD CONSTRAINT "device_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_firmware" ADD CONSTRAINT "device_firmware_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_firmware" ADD CONSTRAINT "device_firmware_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_licences" ADD CONSTRAINT "device_licences_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_products" ADD CONSTRAINT "device_products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_campaigns_product_idx" ON "device_campaigns" USING btree ("product_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "device_firmware_version_uq" ON "device_firmware" USING btree ("product_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "device_licences_name_uq" ON "device_licences" USING btree ("product_id","device_name");--> statement-breakpoint
CREATE INDEX "device_products_org_idx" ON "device_products" USING btree ("organisation","created_at");--> statement-breakpoint
-- hand-written: the vendor's staff manage every organisation's device products
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['devices.manage']::text[]))
  WHERE "key" = 'vendor';
