-- >>> hand-written data copy (move with this migration when renumbering): contract files join the
-- one attachment model (doc_file, doc_type 'Contract'); nothing is lost.
-- A pc_contract_file row whose path is a file of the file store (the contract form kept the path
-- UploadFiles answered, `/File/File/Download?id=<id>`, or the bare id) is linked to that
-- uploaded_file, so its stored content stays readable; any other path never had content here (the
-- old demo rows): it gets an uploaded_file row of its name and size without content (hash '').
-- Who and when: the uploader of a stored file, else the contract's last saver (every save rewrote
-- the file rows); the time is the row's uploaded_at. Rows go in in their old order (id): lists
-- order by doc_file.id.
WITH "src" AS (
  SELECT f."id", f."contract_id", f."file_name", f."file_size", f."uploaded_at", s."id" AS "stored_id",
    CASE WHEN s."id" IS NULL THEN nextval(pg_get_serial_sequence('"uploaded_file"', 'id'))::int END AS "new_id",
    coalesce(s."userid", saver."userid") AS "userid",
    CASE WHEN s."id" IS NULL THEN coalesce(nullif(c."updated_by_name", ''), saver."user_name", '') ELSE coalesce(uploader."user_name", '') END AS "user_name",
    lower(substring(f."file_name" from '\.([A-Za-z0-9]+)$')) AS "ext"
  FROM "pc_contract_file" f
  JOIN "pc_contract" c ON c."id" = f."contract_id"
  LEFT JOIN "uploaded_file" s ON s."id" = substring(f."file_path" from '^(?:.*/File/File/Download\?id=)?([0-9]{1,9})$')::int
  LEFT JOIN "sys_user" uploader ON uploader."userid" = s."userid"
  LEFT JOIN "sys_user" saver ON saver."userid" = c."updated_by"
), "added" AS (
  INSERT INTO "uploaded_file" ("id", "file_name", "file_size", "content_type", "category", "hash", "userid", "created_at")
  SELECT "new_id", "file_name", "file_size",
    CASE "ext"
      WHEN 'pdf' THEN 'application/pdf' WHEN 'doc' THEN 'application/msword'
      WHEN 'docx' THEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      WHEN 'xls' THEN 'application/vnd.ms-excel'
      WHEN 'xlsx' THEN 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
      WHEN 'txt' THEN 'text/plain; charset=utf-8' WHEN 'zip' THEN 'application/zip' WHEN 'rar' THEN 'application/vnd.rar'
      WHEN 'png' THEN 'image/png' WHEN 'jpg' THEN 'image/jpeg' WHEN 'jpeg' THEN 'image/jpeg'
      ELSE 'application/octet-stream' END,
    'contract', '', "userid", "uploaded_at"
  FROM "src" WHERE "new_id" IS NOT NULL
)
INSERT INTO "doc_file" ("doc_type", "doc_id", "file_id", "userid", "user_name", "created_at")
SELECT 'Contract', "contract_id", coalesce("stored_id", "new_id"), "userid", "user_name", "uploaded_at"
FROM "src"
ORDER BY "contract_id", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- <<< end of the hand-written data copy
DROP TABLE "pc_contract_file" CASCADE;
