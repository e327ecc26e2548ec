CREATE TABLE "sys_grant_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- hand-written: the one row, moved on by every statement that changes a grant (cascades from
-- sys_role / sys_function deletes fire it too); role memberships are read by the session check itself
INSERT INTO "sys_grant_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "sys_grant_version" ADD CONSTRAINT "sys_grant_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION sys_grants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sys_grant_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sys_role_function_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sys_role_function
  FOR EACH STATEMENT EXECUTE FUNCTION sys_grants_changed();
