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
-- their snapshot did not see has written a table their figure reads. Each statement writing such a
-- table notes (its transaction, the table) once; the sources are the figures' (facts-*.ts), and
-- sources.test.ts holds this list to them.
CREATE FUNCTION "cockpit_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cockpit_change" ("xid", "source") VALUES (pg_current_xact_id(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acc_statement" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "acc_statement_line" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_batch" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doc_event" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equip_account" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equip_main_item" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equip_main_log" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equip_main_plan" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "equip_reading" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_dept" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_station" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pc_part_price" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pc_receipt" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pc_receipt_line" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pc_supply" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pub_materiel" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pub_service_outlets" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_order" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "purchase_order_line" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_agreement" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_claim" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_fault_code" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_flow_step" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_inspection" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qul_process_fault" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "se_cust_vehicle" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "se_maintainitem" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "se_workbill" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supply_authority" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_param" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
--> statement-breakpoint
-- sys_user: only a user's department counts (a workshop role's machines, cockpit/scope.ts); a sign-in,
-- a failed password or a profile save writes the row too and must not make every answer stale
CREATE TRIGGER "cockpit_change" AFTER INSERT OR UPDATE OF "dept_id" OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "cockpit_changed"();
