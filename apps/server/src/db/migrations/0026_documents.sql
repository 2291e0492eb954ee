CREATE TABLE "document_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"user_id" uuid,
	"ip" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_i18n" (
	"document_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "document_i18n_document_id_locale_pk" PRIMARY KEY("document_id","locale")
);
--> statement-breakpoint
CREATE TABLE "document_votes" (
	"document_id" integer NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_votes_document_id_voter_pk" PRIMARY KEY("document_id","voter")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer,
	"category" text NOT NULL,
	"series" text NOT NULL,
	"version" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"file_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_feedback" ADD CONSTRAINT "document_feedback_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_feedback" ADD CONSTRAINT "document_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_i18n" ADD CONSTRAINT "document_i18n_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_votes" ADD CONSTRAINT "document_votes_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_feedback_status_idx" ON "document_feedback" USING btree ("status","created_at" desc);--> statement-breakpoint
CREATE INDEX "document_feedback_created_idx" ON "document_feedback" USING btree ("created_at" desc);--> statement-breakpoint
CREATE INDEX "document_feedback_document_idx" ON "document_feedback" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "documents_updated_idx" ON "documents" USING btree ("updated_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "documents_product_idx" ON "documents" USING btree ("product_id","category","updated_at" desc);--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category","updated_at" desc);--> statement-breakpoint
CREATE INDEX "documents_version_idx" ON "documents" USING btree ("version");--> statement-breakpoint
CREATE INDEX "documents_series_idx" ON "documents" USING btree ("series","published_at" desc);--> statement-breakpoint
-- hand-written: the console's `resource` entry (documents and their feedback as tabs), and the
-- moderators' rights on documents.
INSERT INTO "admin_menus" ("key", "parent_key", "label_zh", "label_en", "icon", "sort", "route", "permission", "highlights") VALUES
  ('resource', 'content', '文档资源', 'Documents & resources', 'entry', 40, '/admin/resource', 'documents.read', ARRAY['/admin/resource_document', '/admin/resource_feedback', '/admin/resource_feedback_detail'])
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT unnest("permissions" || ARRAY['documents.read', 'documents.create', 'documents.update', 'documents.feedback']::text[]))
  WHERE "key" = 'moderator';
