CREATE TABLE "event_agenda" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_agenda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"track" text DEFAULT '' NOT NULL,
	"theme_zh" text NOT NULL,
	"theme_en" text DEFAULT '' NOT NULL,
	"speaker" text DEFAULT '' NOT NULL,
	"enterprise" text DEFAULT '' NOT NULL,
	"video_id" uuid,
	CONSTRAINT "event_agenda_event_position_key" UNIQUE("event_id","position")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD CONSTRAINT "event_agenda_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD CONSTRAINT "event_agenda_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_agenda_video_idx" ON "event_agenda" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree ("city","ends_at","starts_at");