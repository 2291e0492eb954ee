CREATE TABLE "form_submission_files" (
	"submission_id" integer NOT NULL,
	"field_key" text NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "form_submission_files_submission_id_field_key_pk" PRIMARY KEY("submission_id","field_key")
);
--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_files" ADD CONSTRAINT "form_submission_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submission_files_file_idx" ON "form_submission_files" USING btree ("file_id");