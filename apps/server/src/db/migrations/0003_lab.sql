CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" text DEFAULT '{}' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_board_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"soc_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"os_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"microservices" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_board_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lab_collections" (
	"user_id" uuid NOT NULL,
	"board_model_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_collections_user_id_board_model_id_pk" PRIMARY KEY("user_id","board_model_id")
);
--> statement-breakpoint
CREATE TABLE "lab_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lab_cpu_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"isa" text NOT NULL,
	"description" text,
	CONSTRAINT "lab_cpu_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lab_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'offline' NOT NULL,
	"driver" text DEFAULT 'qemu' NOT NULL,
	"agent_id" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_devices_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lab_permission_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"real_name" text NOT NULL,
	"mobile" text NOT NULL,
	"company" text NOT NULL,
	"email" text,
	"sales_name" text NOT NULL,
	"has_referrer" boolean NOT NULL,
	"referrer_name" text,
	"purpose" text NOT NULL,
	"review_comment" text,
	"reviewer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lab_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"device_id" integer NOT NULL,
	"board_model_id" integer NOT NULL,
	"kind" text DEFAULT 'evaluation' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'reserving' NOT NULL,
	"entered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"closed_by" uuid,
	"reminded_start_at" timestamp with time zone,
	"reminded_end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_soc_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cpu_model_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "lab_soc_models_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "lab_board_models" ADD CONSTRAINT "lab_board_models_company_id_lab_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."lab_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_board_models" ADD CONSTRAINT "lab_board_models_soc_model_id_lab_soc_models_id_fk" FOREIGN KEY ("soc_model_id") REFERENCES "public"."lab_soc_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_collections" ADD CONSTRAINT "lab_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_collections" ADD CONSTRAINT "lab_collections_board_model_id_lab_board_models_id_fk" FOREIGN KEY ("board_model_id") REFERENCES "public"."lab_board_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_cpu_models" ADD CONSTRAINT "lab_cpu_models_company_id_lab_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."lab_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_devices" ADD CONSTRAINT "lab_devices_board_model_id_lab_board_models_id_fk" FOREIGN KEY ("board_model_id") REFERENCES "public"."lab_board_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_permission_applications" ADD CONSTRAINT "lab_permission_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_permission_applications" ADD CONSTRAINT "lab_permission_applications_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_device_id_lab_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."lab_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_board_model_id_lab_board_models_id_fk" FOREIGN KEY ("board_model_id") REFERENCES "public"."lab_board_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_soc_models" ADD CONSTRAINT "lab_soc_models_company_id_lab_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."lab_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_soc_models" ADD CONSTRAINT "lab_soc_models_cpu_model_id_lab_cpu_models_id_fk" FOREIGN KEY ("cpu_model_id") REFERENCES "public"."lab_cpu_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "lab_board_models_soc_idx" ON "lab_board_models" USING btree ("soc_model_id");--> statement-breakpoint
CREATE INDEX "lab_board_models_company_idx" ON "lab_board_models" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lab_collections_board_idx" ON "lab_collections" USING btree ("board_model_id");--> statement-breakpoint
CREATE INDEX "lab_cpu_models_company_idx" ON "lab_cpu_models" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "lab_devices_board_idx" ON "lab_devices" USING btree ("board_model_id","state");--> statement-breakpoint
CREATE INDEX "lab_permission_user_idx" ON "lab_permission_applications" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "lab_permission_state_idx" ON "lab_permission_applications" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "lab_reservations_user_idx" ON "lab_reservations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_reservations_device_idx" ON "lab_reservations" USING btree ("device_id","starts_at");--> statement-breakpoint
CREATE INDEX "lab_reservations_status_idx" ON "lab_reservations" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "lab_soc_models_cpu_idx" ON "lab_soc_models" USING btree ("cpu_model_id");--> statement-breakpoint
CREATE INDEX "lab_soc_models_company_idx" ON "lab_soc_models" USING btree ("company_id");