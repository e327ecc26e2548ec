CREATE TABLE "cockpit_answer" (
	"key" text PRIMARY KEY NOT NULL,
	"figure" text NOT NULL,
	"answer" jsonb NOT NULL,
	"snapshot" "pg_snapshot" NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cockpit_change" (
	"xid" "xid8" NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "cockpit_change_source_xid_pk" PRIMARY KEY("source","xid")
);

--> statement-breakpoint
-- hand-written: the cockpit's stored answers (areas/cockpit/answers.ts) are valid while no transaction
-- their snapshot did not see has written a table their figure reads. Each statement that changed rows
-- of such a table notes (its transaction, the table) once; the sources are the figures' (facts-*.ts),
-- and sources.test.ts holds this list to them. A statement that changed no row notes nothing (a
-- refused delete, an update of nothing): it neither changes the database nor makes answers stale.
CREATE FUNCTION "cockpit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cockpit_change" ("xid", "source") VALUES (pg_current_xact_id(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- the rows the statement changed are its transition table "changed" (each trigger below names it so)
CREATE FUNCTION "cockpit_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed) THEN
    INSERT INTO "cockpit_change" ("xid", "source") VALUES (pg_current_xact_id(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['acc_statement', 'acc_statement_line', 'delivery_batch', 'doc_event', 'equip_account', 'equip_main_item', 'equip_main_log', 'equip_main_plan', 'equip_reading', 'org_dept', 'org_station', 'pc_part_price', 'pc_receipt', 'pc_receipt_line', 'pc_supply', 'pub_materiel', 'pub_service_outlets', 'purchase_order', 'purchase_order_line', 'qul_agreement', 'qul_claim', 'qul_fault_code', 'qul_flow_step', 'qul_inspection', 'qul_process_fault', 'se_cust_vehicle', 'se_maintainitem', 'se_workbill', 'supply_authority', 'sys_param'] LOOP
    EXECUTE format('CREATE TRIGGER "cockpit_change_insert" AFTER INSERT ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed_rows"()', source);
    EXECUTE format('CREATE TRIGGER "cockpit_change_update" AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed_rows"()', source);
    EXECUTE format('CREATE TRIGGER "cockpit_change_delete" AFTER DELETE ON %I REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed_rows"()', source);
    EXECUTE format('CREATE TRIGGER "cockpit_change_truncate" AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"()', source);
  END LOOP;
END $$;--> statement-breakpoint
-- sys_user: only a user's department counts (a workshop role's machines, cockpit/scope.ts); a sign-in,
-- a failed password or a profile save writes the row too and must not make every answer stale (a
-- trigger on a column list cannot have a transition table: its statements note the table even when
-- they changed no row)
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OF "dept_id" OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
