ALTER TABLE "file_folder" ADD COLUMN "file_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: a folder's count of files (current versions, not in the bin), moved by every row
-- change of uploaded_file (a new file or version, a delete to the bin, a restore, a purge), and
-- filled once here for the folders there are
CREATE OR REPLACE FUNCTION file_folder_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_in integer;
  is_in integer;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.folder_id IS NOT NULL AND OLD.file_key IS NOT NULL AND OLD.is_current AND OLD.deleted_at IS NULL THEN
    was_in := OLD.folder_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.folder_id IS NOT NULL AND NEW.file_key IS NOT NULL AND NEW.is_current AND NEW.deleted_at IS NULL THEN
    is_in := NEW.folder_id;
  END IF;
  IF was_in IS NOT DISTINCT FROM is_in THEN
    RETURN NULL;
  END IF;
  IF was_in IS NOT NULL THEN
    UPDATE file_folder SET file_count = file_count - 1 WHERE id = was_in;
  END IF;
  IF is_in IS NOT NULL THEN
    UPDATE file_folder SET file_count = file_count + 1 WHERE id = is_in;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER uploaded_file_folder_count AFTER INSERT OR UPDATE OR DELETE ON uploaded_file
  FOR EACH ROW EXECUTE FUNCTION file_folder_count();--> statement-breakpoint
UPDATE file_folder f SET file_count = (
  SELECT count(*) FROM uploaded_file u WHERE u.folder_id = f.id AND u.file_key IS NOT NULL AND u.is_current AND u.deleted_at IS NULL
);
