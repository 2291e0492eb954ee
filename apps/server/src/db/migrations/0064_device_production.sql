CREATE TABLE "device_demo_configs" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"firmware_id" uuid,
	"sample_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lab_board_model_id" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_production" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"factory" text DEFAULT '' NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"guide_note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"device_name" text NOT NULL,
	"station" text NOT NULL,
	"passed" boolean NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_demo_configs" ADD CONSTRAINT "device_demo_configs_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_demo_configs" ADD CONSTRAINT "device_demo_configs_firmware_id_device_firmware_id_fk" FOREIGN KEY ("firmware_id") REFERENCES "public"."device_firmware"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_demo_configs" ADD CONSTRAINT "device_demo_configs_lab_board_model_id_lab_board_models_id_fk" FOREIGN KEY ("lab_board_model_id") REFERENCES "public"."lab_board_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_demo_configs" ADD CONSTRAINT "device_demo_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_production" ADD CONSTRAINT "device_production_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_production" ADD CONSTRAINT "device_production_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_test_results" ADD CONSTRAINT "device_test_results_product_id_device_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."device_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_test_results_product_idx" ON "device_test_results" USING btree ("product_id","measured_at");--> statement-breakpoint
CREATE INDEX "device_test_results_station_idx" ON "device_test_results" USING btree ("product_id","station","passed");--> statement-breakpoint
-- hand-written:
-- production (spec §1 `produce`): the products' production information; `/produce_guide`
-- highlights it, `/demo_config` highlights the device products entry (spec §2)
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('produce', 'devices', '生产管理', 'Production', 'entry', 35, '/admin/produce_info', 'enterprise.products|devices.manage', ARRAY['/admin/produce_guide'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "admin_menus" SET "highlights" = "highlights" || ARRAY['/admin/demo_config']
  WHERE "key" = 'device_product' AND NOT ('/admin/demo_config' = ANY("highlights"));
