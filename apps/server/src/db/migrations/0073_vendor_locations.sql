CREATE TABLE "vendor_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendor_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"location_kind" text NOT NULL,
	"city" text NOT NULL,
	"address_zh" text NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_locations_vendor_idx" ON "vendor_locations" USING btree ("vendor_id","sort","id");--> statement-breakpoint
CREATE INDEX "vendor_locations_city_idx" ON "vendor_locations" USING btree ("city","id");--> statement-breakpoint
-- hand-written: the console's `vendor info` entry (spec §1): a vendor member's own profile and
-- locations (`/admin/vendor_info`, for review); staff keep every vendor's locations at
-- `/admin/vendor_locate`, which keeps the entry highlighted (spec §2's mapping)
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('vendor_info', 'catalogue', '厂商信息', 'Vendor info', 'entry', 22, '/admin/vendor_info', 'enterprise.products|vendors.read', ARRAY['/admin/vendor_locate', '/admin/vendor_locate_detail'])
ON CONFLICT ("key") DO NOTHING;
