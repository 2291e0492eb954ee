CREATE TABLE "event_live_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_live_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_live_reservations_event_user_key" UNIQUE("event_id","user_id")
);
--> statement-breakpoint
DROP INDEX "event_signups_event_state_idx";--> statement-breakpoint
ALTER TABLE "event_signups" ADD COLUMN "mode" text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "playback_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online_seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_live_reservations" ADD CONSTRAINT "event_live_reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_live_reservations" ADD CONSTRAINT "event_live_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_live_reservations_user_idx" ON "event_live_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_team_members_user_idx" ON "competition_team_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE INDEX "event_signups_event_state_idx" ON "event_signups" USING btree ("event_id","state","mode","position","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_online_seats_check" CHECK ("events"."online_seats_taken" >= 0 and "events"."online_seats_taken" <= "events"."online_capacity");--> statement-breakpoint
-- hand-written:
-- an online-only event's single capacity was for online participants: its places and sign-ups move over
UPDATE "events" SET "online_capacity" = "capacity", "online_seats_taken" = "seats_taken", "seats_taken" = 0, "capacity" = 0 WHERE "online" AND "place" = '';
--> statement-breakpoint
UPDATE "event_signups" SET "mode" = 'online', "checkin_code" = NULL WHERE "event_id" IN (SELECT "id" FROM "events" WHERE "capacity" = 0 AND "online_capacity" > 0);
