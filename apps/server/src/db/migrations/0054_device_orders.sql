CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"side" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "small_batch_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation" text NOT NULL,
	"created_by" uuid,
	"state" text DEFAULT 'submitted' NOT NULL,
	"items" jsonb NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"purpose" text NOT NULL,
	"price" numeric(12, 2),
	"lead_time_days" integer,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_recordings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_recordings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"word" text NOT NULL,
	"file_id" integer NOT NULL,
	"format" text NOT NULL,
	"sample_rate" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation" text NOT NULL,
	"created_by" uuid,
	"state" text DEFAULT 'submitted' NOT NULL,
	"words" jsonb NOT NULL,
	"chip_product_id" integer NOT NULL,
	"chip_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"model_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "small_batch_orders" ADD CONSTRAINT "small_batch_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_request_id_voice_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."voice_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recordings" ADD CONSTRAINT "voice_recordings_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_requests" ADD CONSTRAINT "voice_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_requests" ADD CONSTRAINT "voice_requests_model_file_id_stored_files_id_fk" FOREIGN KEY ("model_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_subject_idx" ON "order_events" USING btree ("subject","subject_id","id");--> statement-breakpoint
CREATE INDEX "small_batch_orders_org_idx" ON "small_batch_orders" USING btree ("organisation","created_at");--> statement-breakpoint
CREATE INDEX "small_batch_orders_state_idx" ON "small_batch_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "voice_recordings_request_idx" ON "voice_recordings" USING btree ("request_id","word");--> statement-breakpoint
CREATE INDEX "voice_requests_org_idx" ON "voice_requests" USING btree ("organisation","created_at");--> statement-breakpoint
CREATE INDEX "voice_requests_state_idx" ON "voice_requests" USING btree ("state","created_at");--> statement-breakpoint
-- hand-written:
-- the device console's small-batch orders and voice-model requests (issue 23): customer
-- organisations' enterprise members see their own, the vendor's staff (devices.manage) all
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('small_batch', 'devices', '小批量样品', 'Small batch', 'entry', 40, '/admin/small_batch', 'enterprise.products|devices.manage', ARRAY['/admin/small_batch_detail']),
  ('voice_training', 'devices', '语音训练', 'Voice training', 'entry', 50, '/admin/voice_training', 'enterprise.products|devices.manage', ARRAY['/admin/voice_training_detail'])
ON CONFLICT ("key") DO NOTHING;
