-- question views join the one daily-view table of posts and videos (content_views)
INSERT INTO "content_views" ("target_type", "target_id", "viewer", "day")
SELECT 'question', "question_id", "viewer", "day" FROM "question_views"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "question_views" CASCADE;
