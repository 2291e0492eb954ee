ALTER TABLE "resources" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "resources" ADD COLUMN "file_link" text;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_product_idx" ON "resources" USING btree ("product_id","updated_at" desc,"id" desc);