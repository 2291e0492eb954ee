ALTER TABLE "events" ALTER COLUMN "kind" SET DEFAULT 'conference';--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "organiser" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written:
-- the former kind "activity" becomes the kind its title, slug and places say (most specific first);
-- the CHECK drizzle generated for the seven kinds is added after this data fix
UPDATE "events" SET "kind" = CASE
  WHEN "title_zh" LIKE '%峰会%' OR lower("title_en" || ' ' || "slug") LIKE '%summit%' THEN 'summit'
  WHEN "title_zh" LIKE '%开发者日%' OR lower("title_en" || ' ' || "slug") ~ 'developer[ -]?day|devday' THEN 'developerDay'
  WHEN "title_zh" LIKE '%训练营%' OR lower("title_en" || ' ' || "slug") LIKE '%camp%' THEN 'trainingCamp'
  WHEN "title_zh" LIKE '%沙龙%' OR lower("title_en" || ' ' || "slug") LIKE '%salon%' THEN 'salon'
  WHEN "title_zh" LIKE '%直播%' OR lower("title_en" || ' ' || "slug") ~ '(^|[^a-z])live([^a-z]|$)'
    OR ("stream_url" IS NOT NULL AND "capacity" = 0) THEN 'liveSession'
  ELSE 'conference'
END WHERE "kind" NOT IN ('summit', 'conference', 'salon', 'developerDay', 'liveSession', 'trainingCamp', 'competition');
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_kind_check" CHECK ("events"."kind" in ('summit', 'conference', 'salon', 'developerDay', 'liveSession', 'trainingCamp', 'competition'));
--> statement-breakpoint
-- cities in their canonical spelling (packages/shared/src/events/cities.ts normalizeCity): spaces
-- collapsed, a trailing 市 dropped, known cities by their Chinese name, other Latin names capitalised
UPDATE "events" SET "city" = regexp_replace(btrim(regexp_replace("city", '\s+', ' ', 'g')), '(.)市$', '\1')
WHERE "city" <> '';
--> statement-breakpoint
UPDATE "events" SET "city" = initcap("city") WHERE "city" ~ '^[A-Za-z]+([''’-][A-Za-z]+)*( [A-Za-z]+([''’-][A-Za-z]+)*)*$';
--> statement-breakpoint
UPDATE "events" SET "city" = v.zh
FROM (VALUES ('beijing', '北京'), ('peking', '北京'), ('shanghai', '上海'), ('guangzhou', '广州'), ('canton', '广州'), ('shenzhen', '深圳'), ('hangzhou', '杭州'), ('nanjing', '南京'), ('suzhou', '苏州'), ('chengdu', '成都'), ('wuhan', '武汉'), ('xian', '西安'), ('chongqing', '重庆'), ('tianjin', '天津'), ('changsha', '长沙'), ('hefei', '合肥'), ('xiamen', '厦门'), ('amoy', '厦门'), ('qingdao', '青岛'), ('jinan', '济南'), ('zhengzhou', '郑州'), ('wuxi', '无锡'), ('ningbo', '宁波'), ('hongkong', '香港'), ('macau', '澳门'), ('macao', '澳门'), ('taipei', '台北'), ('singapore', '新加坡')) AS v(k, zh)
WHERE regexp_replace(regexp_replace(lower("events"."city"), '\s+city$', ''), '[[:space:]''’-]+', '', 'g') = v.k;
