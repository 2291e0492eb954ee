ALTER TABLE "search_documents" ADD COLUMN "facet" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "image" text;