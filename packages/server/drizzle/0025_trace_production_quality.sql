CREATE TABLE "qas_check_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"log_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"vehicle_id" integer,
	"station_id" integer NOT NULL,
	"result" varchar(10),
	"bad_items" integer,
	"inspector" varchar(50),
	"checked_at" timestamp(0),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qas_check_log_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_name" varchar(60) NOT NULL,
	"standard" varchar(200),
	"result" varchar(30) NOT NULL,
	"finding" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "qas_onsite_checkitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"station_id" integer NOT NULL,
	"check_method" varchar(100),
	"standard" varchar(200),
	"key_item" boolean DEFAULT false,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_agreement" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"supplyid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"ppm_target" integer NOT NULL,
	"claim_rules" varchar(1000) NOT NULL,
	"confirmed_by" varchar(50),
	"confirmed_at" timestamp(0),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_flow_step" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"route_line_id" integer,
	"station_id" integer,
	"result" varchar(10) NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"done_at" timestamp(0) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qul_key_route" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"model" varchar(50) NOT NULL,
	"route_name" varchar(100) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_key_route_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"seq" integer NOT NULL,
	"station_id" integer NOT NULL,
	"process_name" varchar(60) NOT NULL,
	"check_item" varchar(200),
	"mtr_id" integer,
	"bind_mode" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "qul_part_binding" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"route_line_id" integer,
	"station_id" integer,
	"mtr_id" integer NOT NULL,
	"serial_no" varchar(50) DEFAULT '' NOT NULL,
	"rcv_line_id" integer,
	"supplyid" integer,
	"bound_by" varchar(50) DEFAULT '' NOT NULL,
	"bound_at" timestamp(0) with time zone NOT NULL,
	"unbound_by" varchar(50),
	"unbound_at" timestamp(0) with time zone,
	"unbind_reason" varchar(200),
	"replaced_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_process_fault" (
	"id" serial PRIMARY KEY NOT NULL,
	"fault_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"vin" varchar(17) NOT NULL,
	"vehicle_id" integer,
	"model" varchar(50),
	"station_id" integer NOT NULL,
	"fault_code_id" integer NOT NULL,
	"description" varchar(500) NOT NULL,
	"resp_type" varchar(30) NOT NULL,
	"dept_id" integer,
	"supplyid" integer,
	"binding_id" integer,
	"mtr_code" varchar(30),
	"mtr_name" varchar(100),
	"rcv_line_id" integer,
	"rcv_no" varchar(20),
	"found_by" varchar(50),
	"found_at" timestamp(0),
	"handling" varchar(500),
	"handler" varchar(50),
	"closed_at" timestamp(0),
	"claim_no" varchar(20),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_trace_snapshot" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"scope" jsonb NOT NULL,
	"supplyid" integer,
	"total" integer NOT NULL,
	"created_by" varchar(50) NOT NULL,
	"created_at" timestamp(0) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qul_trace_snapshot_vehicle" (
	"snapshot_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"vin" varchar(17) NOT NULL,
	"model" varchar(50) DEFAULT '' NOT NULL,
	"location" varchar(20) DEFAULT '' NOT NULL,
	"customer_name" varchar(100) DEFAULT '' NOT NULL,
	"part" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "qul_trace_snapshot_vehicle_snapshot_id_vehicle_id_pk" PRIMARY KEY("snapshot_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "qul_vehicle_part" (
	"binding_id" integer PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"rcv_line_id" integer,
	"supplyid" integer,
	"serial_no" varchar(50) DEFAULT '' NOT NULL,
	"station_id" integer,
	"bound_at" timestamp(0) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "plan_no" varchar(30);--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "engine_no" varchar(30);--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "location" varchar(30);--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "station_id" integer;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "online_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "offline_date" date;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD COLUMN "final_checked_at" timestamp(0);--> statement-breakpoint
ALTER TABLE "qas_check_log" ADD CONSTRAINT "qas_check_log_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qas_check_log_line" ADD CONSTRAINT "qas_check_log_line_doc_id_qas_check_log_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qas_check_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qas_onsite_checkitem" ADD CONSTRAINT "qas_onsite_checkitem_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_agreement" ADD CONSTRAINT "qul_agreement_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_flow_step" ADD CONSTRAINT "qul_flow_step_vehicle_id_se_cust_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."se_cust_vehicle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_flow_step" ADD CONSTRAINT "qul_flow_step_route_line_id_qul_key_route_line_id_fk" FOREIGN KEY ("route_line_id") REFERENCES "public"."qul_key_route_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_flow_step" ADD CONSTRAINT "qul_flow_step_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_key_route_line" ADD CONSTRAINT "qul_key_route_line_doc_id_qul_key_route_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qul_key_route"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_key_route_line" ADD CONSTRAINT "qul_key_route_line_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_key_route_line" ADD CONSTRAINT "qul_key_route_line_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_part_binding" ADD CONSTRAINT "qul_part_binding_vehicle_id_se_cust_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."se_cust_vehicle"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_part_binding" ADD CONSTRAINT "qul_part_binding_route_line_id_qul_key_route_line_id_fk" FOREIGN KEY ("route_line_id") REFERENCES "public"."qul_key_route_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_part_binding" ADD CONSTRAINT "qul_part_binding_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_part_binding" ADD CONSTRAINT "qul_part_binding_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_part_binding" ADD CONSTRAINT "qul_part_binding_rcv_line_id_pc_receipt_line_id_fk" FOREIGN KEY ("rcv_line_id") REFERENCES "public"."pc_receipt_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_process_fault" ADD CONSTRAINT "qul_process_fault_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_process_fault" ADD CONSTRAINT "qul_process_fault_fault_code_id_qul_fault_code_id_fk" FOREIGN KEY ("fault_code_id") REFERENCES "public"."qul_fault_code"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_process_fault" ADD CONSTRAINT "qul_process_fault_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_process_fault" ADD CONSTRAINT "qul_process_fault_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_trace_snapshot_vehicle" ADD CONSTRAINT "qul_trace_snapshot_vehicle_snapshot_id_qul_trace_snapshot_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."qul_trace_snapshot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_vehicle_part" ADD CONSTRAINT "qul_vehicle_part_binding_id_qul_part_binding_id_fk" FOREIGN KEY ("binding_id") REFERENCES "public"."qul_part_binding"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qas_check_log_log_no_uq" ON "qas_check_log" USING btree ("log_no");--> statement-breakpoint
CREATE INDEX "qas_check_log_vehicle_id_idx" ON "qas_check_log" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "qas_check_log_station_id_idx" ON "qas_check_log" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "qas_check_log_line_doc_idx" ON "qas_check_log_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "qas_onsite_checkitem_code_uq" ON "qas_onsite_checkitem" USING btree ("code");--> statement-breakpoint
CREATE INDEX "qas_onsite_checkitem_station_id_idx" ON "qas_onsite_checkitem" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_agreement_agreement_no_uq" ON "qul_agreement" USING btree ("agreement_no");--> statement-breakpoint
CREATE INDEX "qul_agreement_supplyid_status_idx" ON "qul_agreement" USING btree ("supplyid","status");--> statement-breakpoint
CREATE INDEX "qul_flow_step_vehicle_idx" ON "qul_flow_step" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_key_route_route_no_uq" ON "qul_key_route" USING btree ("route_no");--> statement-breakpoint
CREATE INDEX "qul_key_route_model_status_idx" ON "qul_key_route" USING btree ("model","status");--> statement-breakpoint
CREATE INDEX "qul_key_route_line_doc_idx" ON "qul_key_route_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE INDEX "qul_part_binding_vehicle_idx" ON "qul_part_binding" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_part_binding_live_idx" ON "qul_part_binding" USING btree ("vehicle_id","route_line_id") WHERE unbound_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "qul_process_fault_fault_no_uq" ON "qul_process_fault" USING btree ("fault_no");--> statement-breakpoint
CREATE INDEX "qul_process_fault_vehicle_id_status_idx" ON "qul_process_fault" USING btree ("vehicle_id","status");--> statement-breakpoint
CREATE INDEX "qul_process_fault_supplyid_status_idx" ON "qul_process_fault" USING btree ("supplyid","status");--> statement-breakpoint
CREATE INDEX "qul_process_fault_rcv_line_id_idx" ON "qul_process_fault" USING btree ("rcv_line_id");--> statement-breakpoint
CREATE INDEX "qul_process_fault_station_id_found_at_idx" ON "qul_process_fault" USING btree ("station_id","found_at");--> statement-breakpoint
CREATE INDEX "qul_vehicle_part_batch_idx" ON "qul_vehicle_part" USING btree ("rcv_line_id","vehicle_id");--> statement-breakpoint
CREATE INDEX "qul_vehicle_part_vehicle_idx" ON "qul_vehicle_part" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "qul_vehicle_part_serial_idx" ON "qul_vehicle_part" USING btree ("serial_no");--> statement-breakpoint
CREATE INDEX "qul_vehicle_part_station_idx" ON "qul_vehicle_part" USING btree ("station_id","bound_at");--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD CONSTRAINT "se_cust_vehicle_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "se_cust_vehicle_plan_no_idx" ON "se_cust_vehicle" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "se_cust_vehicle_engine_no_idx" ON "se_cust_vehicle" USING btree ("engine_no");--> statement-breakpoint
CREATE INDEX "se_cust_vehicle_location_vin_idx" ON "se_cust_vehicle" USING btree ("location","vin");--> statement-breakpoint
-- hand-written: the vehicles after-sales knew before production traced them are delivered ones
UPDATE "se_cust_vehicle" SET "location" = '已交付' WHERE "location" IS NULL;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ALTER COLUMN "location" SET DEFAULT '已交付';
