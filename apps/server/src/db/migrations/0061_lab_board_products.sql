ALTER TABLE "lab_board_models" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "lab_board_models" ADD CONSTRAINT "lab_board_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_kind_sort_idx" ON "products" USING btree ("kind","sort_order","id");--> statement-breakpoint
CREATE INDEX "lab_board_models_product_idx" ON "lab_board_models" USING btree ("product_id");