CREATE TABLE "mail_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_mail_id_mail_record_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_file_id_uploaded_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_attachment_mail_file_idx" ON "mail_attachment" USING btree ("mail_id","file_id");--> statement-breakpoint
CREATE INDEX "mail_attachment_file_idx" ON "mail_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_folder_user_name_idx" ON "mail_folder" USING btree ("userid","name");