CREATE TABLE "equip_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_no" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"status" varchar(10) NOT NULL,
	"type_id" integer NOT NULL,
	"model" varchar(50),
	"maker" varchar(100),
	"workshop_id" integer NOT NULL,
	"location" varchar(100),
	"dept_id" integer,
	"keeper_id" integer,
	"commission_date" date,
	"running_hours" numeric(18, 1),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_main_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"type_id" integer,
	"equip_id" integer,
	"content" varchar(500),
	"cycle_days" integer,
	"cycle_hours" integer,
	"mode" varchar(30) NOT NULL,
	"lead_days" integer DEFAULT 7,
	"lead_hours" integer DEFAULT 0,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_main_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_no" varchar(20) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"status" varchar(10) NOT NULL,
	"equip_id" integer NOT NULL,
	"workshop_id" integer,
	"item_id" integer,
	"fault_desc" varchar(500),
	"reading_hours" numeric(18, 1),
	"work_hours" numeric(18, 1),
	"parts" varchar(500),
	"cost" numeric(14, 2),
	"result" varchar(500),
	"executor" varchar(50),
	"done_at" timestamp(0),
	"source" varchar(20),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_main_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"equip_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"workshop_id" integer,
	"next_due_date" date,
	"next_due_hours" numeric(18, 1),
	"hours_alert_at" timestamp(0),
	"hours_due_at" timestamp(0),
	"alert_on" date,
	"overdue_on" date,
	"last_done_at" timestamp(0),
	"last_done_hours" numeric(18, 1),
	"last_log_id" integer
);
--> statement-breakpoint
CREATE TABLE "equip_osip_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"part" varchar(50),
	"method" varchar(30) NOT NULL,
	"standard" varchar(200) NOT NULL,
	"lower_limit" numeric(18, 3),
	"upper_limit" numeric(18, 3),
	"unit" varchar(20),
	"sort_no" integer DEFAULT 0,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_osip_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"equip_id" integer NOT NULL,
	"workshop_id" integer,
	"shift_date" date,
	"shift" varchar(30),
	"result" varchar(30),
	"inspector" varchar(50),
	"inspected_at" timestamp(0),
	"repair_log_id" integer,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_osip_log_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_id" integer NOT NULL,
	"result" varchar(30) NOT NULL,
	"value" numeric(18, 3),
	"photo_file_id" integer,
	"note" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "equip_reading" (
	"id" serial PRIMARY KEY NOT NULL,
	"equip_id" integer NOT NULL,
	"hours" numeric(18, 1) NOT NULL,
	"read_at" timestamp(0) NOT NULL,
	"userid" integer
);
--> statement-breakpoint
ALTER TABLE "equip_account" ADD CONSTRAINT "equip_account_type_id_equip_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equip_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_account" ADD CONSTRAINT "equip_account_workshop_id_org_dept_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_account" ADD CONSTRAINT "equip_account_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_account" ADD CONSTRAINT "equip_account_keeper_id_sys_user_userid_fk" FOREIGN KEY ("keeper_id") REFERENCES "public"."sys_user"("userid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_item" ADD CONSTRAINT "equip_main_item_type_id_equip_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equip_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_item" ADD CONSTRAINT "equip_main_item_equip_id_equip_account_id_fk" FOREIGN KEY ("equip_id") REFERENCES "public"."equip_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_log" ADD CONSTRAINT "equip_main_log_equip_id_equip_account_id_fk" FOREIGN KEY ("equip_id") REFERENCES "public"."equip_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_log" ADD CONSTRAINT "equip_main_log_workshop_id_org_dept_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_plan" ADD CONSTRAINT "equip_main_plan_equip_id_equip_account_id_fk" FOREIGN KEY ("equip_id") REFERENCES "public"."equip_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_plan" ADD CONSTRAINT "equip_main_plan_item_id_equip_main_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."equip_main_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_main_plan" ADD CONSTRAINT "equip_main_plan_workshop_id_org_dept_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."org_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_osip_item" ADD CONSTRAINT "equip_osip_item_type_id_equip_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."equip_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_osip_log" ADD CONSTRAINT "equip_osip_log_equip_id_equip_account_id_fk" FOREIGN KEY ("equip_id") REFERENCES "public"."equip_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_osip_log" ADD CONSTRAINT "equip_osip_log_workshop_id_org_dept_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_osip_log_line" ADD CONSTRAINT "equip_osip_log_line_doc_id_equip_osip_log_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."equip_osip_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_osip_log_line" ADD CONSTRAINT "equip_osip_log_line_item_id_equip_osip_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."equip_osip_item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_reading" ADD CONSTRAINT "equip_reading_equip_id_equip_account_id_fk" FOREIGN KEY ("equip_id") REFERENCES "public"."equip_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equip_reading" ADD CONSTRAINT "equip_reading_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equip_account_asset_no_uq" ON "equip_account" USING btree ("asset_no");--> statement-breakpoint
CREATE INDEX "equip_account_workshop_id_status_idx" ON "equip_account" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE INDEX "equip_account_type_id_idx" ON "equip_account" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_main_item_code_uq" ON "equip_main_item" USING btree ("code");--> statement-breakpoint
CREATE INDEX "equip_main_item_type_id_idx" ON "equip_main_item" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "equip_main_item_equip_id_idx" ON "equip_main_item" USING btree ("equip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_main_log_log_no_uq" ON "equip_main_log" USING btree ("log_no");--> statement-breakpoint
CREATE INDEX "equip_main_log_equip_id_status_idx" ON "equip_main_log" USING btree ("equip_id","status");--> statement-breakpoint
CREATE INDEX "equip_main_log_workshop_id_status_idx" ON "equip_main_log" USING btree ("workshop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_main_plan_equip_item_idx" ON "equip_main_plan" USING btree ("equip_id","item_id");--> statement-breakpoint
CREATE INDEX "equip_main_plan_item_idx" ON "equip_main_plan" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_osip_item_code_uq" ON "equip_osip_item" USING btree ("code");--> statement-breakpoint
CREATE INDEX "equip_osip_item_type_id_idx" ON "equip_osip_item" USING btree ("type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_osip_log_log_no_uq" ON "equip_osip_log" USING btree ("log_no");--> statement-breakpoint
CREATE INDEX "equip_osip_log_shift_date_shift_equip_id_idx" ON "equip_osip_log" USING btree ("shift_date","shift","equip_id");--> statement-breakpoint
CREATE INDEX "equip_osip_log_equip_id_idx" ON "equip_osip_log" USING btree ("equip_id");--> statement-breakpoint
CREATE INDEX "equip_osip_log_line_doc_idx" ON "equip_osip_log_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE INDEX "equip_reading_equip_idx" ON "equip_reading" USING btree ("equip_id","read_at");--> statement-breakpoint
-- hand-written: the reminder list is an index range on alert_on (all workshops, or one), its
-- count of one state (overdue_on) read from the index alone
CREATE INDEX "equip_main_plan_alert_idx" ON "equip_main_plan" USING btree ("alert_on","id") INCLUDE ("overdue_on");--> statement-breakpoint
CREATE INDEX "equip_main_plan_workshop_alert_idx" ON "equip_main_plan" USING btree ("workshop_id","alert_on","id") INCLUDE ("overdue_on");
