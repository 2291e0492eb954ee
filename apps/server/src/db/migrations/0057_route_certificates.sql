ALTER TABLE "certificates" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "route_id" integer;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_route_id_study_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."study_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_route_uq" UNIQUE("user_id","route_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_xor_route" CHECK (("certificates"."course_id" is null) <> ("certificates"."route_id" is null));