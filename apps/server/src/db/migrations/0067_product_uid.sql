ALTER TABLE "products" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_uid_unique" UNIQUE("uid");