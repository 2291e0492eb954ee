CREATE TABLE "lab_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"created_by" uuid,
	"revoked_at" timestamp with time zone,
	"host" text,
	"version" text,
	"connected_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_agents_name_unique" UNIQUE("name"),
	CONSTRAINT "lab_agents_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lab_board_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_model_id" integer NOT NULL,
	"target" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"boot_command" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_session_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_session_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_test_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"steps" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"results" text DEFAULT '[]' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lab_agents" ADD CONSTRAINT "lab_agents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_board_images" ADD CONSTRAINT "lab_board_images_board_model_id_lab_board_models_id_fk" FOREIGN KEY ("board_model_id") REFERENCES "public"."lab_board_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_session_events" ADD CONSTRAINT "lab_session_events_reservation_id_lab_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."lab_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_session_events" ADD CONSTRAINT "lab_session_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_session_files" ADD CONSTRAINT "lab_session_files_reservation_id_lab_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."lab_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_session_files" ADD CONSTRAINT "lab_session_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_jobs" ADD CONSTRAINT "lab_test_jobs_reservation_id_lab_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."lab_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_jobs" ADD CONSTRAINT "lab_test_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_board_images_board_idx" ON "lab_board_images" USING btree ("board_model_id","target");--> statement-breakpoint
CREATE INDEX "lab_session_events_reservation_idx" ON "lab_session_events" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE INDEX "lab_session_files_reservation_idx" ON "lab_session_files" USING btree ("reservation_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_test_jobs_reservation_idx" ON "lab_test_jobs" USING btree ("reservation_id","created_at");