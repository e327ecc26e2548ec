-- Mail and bulletin attachments move to the one attachment model (doc_file); nothing is lost.
-- Who attached: the mail's sender at its send time (a draft: its creation), the bulletin's
-- publisher at its creation. Rows go in in their old order (sort, id): lists order by doc_file.id.
INSERT INTO "doc_file" ("doc_type", "doc_id", "file_id", "userid", "user_name", "created_at")
SELECT 'Mail', a."mail_id", a."file_id", m."sender_id", coalesce(u."user_name", ''), coalesce(m."sent_at", m."created_at")
FROM "mail_attachment" a
JOIN "mail_record" m ON m."id" = a."mail_id"
LEFT JOIN "sys_user" u ON u."userid" = m."sender_id"
ORDER BY a."mail_id", a."sort", a."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "doc_file" ("doc_type", "doc_id", "file_id", "userid", "user_name", "created_at")
SELECT 'Bulletin', a."bulletin_id", a."file_id", b."publisher_id", coalesce(u."user_name", ''), b."created_at"
FROM "bulletin_attachment" a
JOIN "bulletin" b ON b."id" = a."bulletin_id"
LEFT JOIN "sys_user" u ON u."userid" = b."publisher_id"
ORDER BY a."bulletin_id", a."sort", a."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "mail_attachment" CASCADE;--> statement-breakpoint
DROP TABLE "bulletin_attachment" CASCADE;--> statement-breakpoint
-- An attached file stays while a record carries it (as mail and bulletin files always did).
ALTER TABLE "doc_file" DROP CONSTRAINT "doc_file_file_id_uploaded_file_id_fk";
--> statement-breakpoint
ALTER TABLE "doc_file" ADD CONSTRAINT "doc_file_file_id_uploaded_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_file"("id") ON DELETE no action ON UPDATE no action;
