CREATE TABLE "oss_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oss_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category" text NOT NULL,
	"licence" text NOT NULL,
	"repository" text NOT NULL,
	"website" text,
	"name_zh" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"chips" text[] DEFAULT '{}'::text[] NOT NULL,
	"boards" text[] DEFAULT '{}'::text[] NOT NULL,
	"maintainers" text[] DEFAULT '{}'::text[] NOT NULL,
	"versions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oss_components_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "oss_components_list_idx" ON "oss_components" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "oss_components_category_idx" ON "oss_components" USING btree ("category","sort_order","id");--> statement-breakpoint
CREATE INDEX "oss_components_licence_idx" ON "oss_components" USING btree ("licence","sort_order","id");--> statement-breakpoint
CREATE INDEX "oss_components_chips_idx" ON "oss_components" USING gin ("chips");--> statement-breakpoint
-- hand-written:
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('component', 'catalogue', '开源组件', 'Open-source components', 'entry', 50, '/admin/component', 'components.read', ARRAY['/admin/component_detail'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- a component's Q&A: questions whose product is that component (kind 'component', name = its code or name)
CREATE INDEX IF NOT EXISTS "questions_product_idx" ON "questions" ("product_kind", lower("product_name"), "created_at");
