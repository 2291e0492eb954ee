CREATE TABLE "event_products" (
	"event_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_products_event_id_product_id_pk" PRIMARY KEY("event_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "event_agenda" ADD COLUMN "speaker_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD COLUMN "speaker_avatar_url" text;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD COLUMN "speaker_bio_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_agenda" ADD COLUMN "speaker_bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_products" ADD CONSTRAINT "event_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_products_product_idx" ON "event_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");