CREATE TABLE "content_views" (
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "content_views_target_type_target_id_viewer_day_pk" PRIMARY KEY("target_type","target_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "score" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_score_idx" ON "posts" USING btree ("state","permission","score");--> statement-breakpoint
-- spec §6 "expert blogger" badge: a role with a plain user's permissions (badges come from roles).
INSERT INTO "roles" ("key", "name_en", "name_zh", "permissions", "builtin") VALUES
  ('expert', 'Expert blogger', '专家博主', ARRAY['content.read', 'content.write']::text[], 1)
ON CONFLICT ("key") DO NOTHING;
