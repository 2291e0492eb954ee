ALTER TABLE "courses" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "teachers" jsonb DEFAULT '[]'::jsonb NOT NULL;