-- Download marks become one row per resource and downloader with when it last counted (a sliding
-- 10-minute window); the old per-window marks are only dedupe state and are dropped first.
DELETE FROM "resource_download_marks";--> statement-breakpoint
ALTER TABLE "resource_download_marks" DROP CONSTRAINT "resource_download_marks_resource_id_who_window_pk";--> statement-breakpoint
ALTER TABLE "resource_download_marks" ADD CONSTRAINT "resource_download_marks_resource_id_who_pk" PRIMARY KEY("resource_id","who");--> statement-breakpoint
ALTER TABLE "resource_download_marks" ADD COLUMN "counted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "resource_download_marks_counted_idx" ON "resource_download_marks" USING btree ("counted_at");--> statement-breakpoint
ALTER TABLE "resource_download_marks" DROP COLUMN "window";--> statement-breakpoint
ALTER TABLE "resource_download_marks" DROP COLUMN "created_at";