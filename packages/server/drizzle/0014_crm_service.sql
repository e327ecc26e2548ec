CREATE TABLE "sa_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(30) NOT NULL,
	"customer_id" integer NOT NULL,
	"model" varchar(50) NOT NULL,
	"configuration" varchar(100),
	"qty" integer NOT NULL,
	"order_date" date,
	"delivery_date" date NOT NULL,
	"delivered_vins" varchar(2000),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_complaint_deal_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"step_date" date NOT NULL,
	"dept" varchar(50) NOT NULL,
	"handler" varchar(30),
	"content" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "se_cust_complaint" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"customer_id" integer NOT NULL,
	"source" varchar(30) NOT NULL,
	"vin" varchar(17),
	"workbill_no" varchar(20),
	"content" varchar(1000) NOT NULL,
	"deal_dept" varchar(50),
	"deal_result" varchar(1000),
	"satisfaction" integer,
	"follow_comment" varchar(500),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_cust_vehicle" (
	"id" serial PRIMARY KEY NOT NULL,
	"vin" varchar(17) NOT NULL,
	"customer_id" integer NOT NULL,
	"model" varchar(50) NOT NULL,
	"configuration" varchar(100),
	"plate_no" varchar(20),
	"sa_order_id" integer,
	"delivery_date" date,
	"warranty_end" date,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_outlet_engineer" (
	"userid" integer PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "se_workbill" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"type_id" integer NOT NULL,
	"priority" varchar(30) NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"vin" varchar(17),
	"contact_phone" varchar(30),
	"fault_desc" varchar(1000) NOT NULL,
	"maintain_item_id" integer,
	"service_manner_id" integer,
	"service_item_id" integer,
	"outlet_id" integer,
	"engineer" varchar(50),
	"engineer_id" integer,
	"reported_at" timestamp(0),
	"response_due" timestamp(0),
	"complete_due" timestamp(0),
	"responded_at" timestamp(0),
	"paused_at" timestamp(0),
	"paused_hours" numeric(18, 2),
	"completed_at" timestamp(0),
	"labour_hours" numeric(18, 1),
	"warranty" varchar(30),
	"finish_desc" varchar(1000),
	"accepted_at" timestamp(0),
	"satisfaction" integer,
	"visit_comment" varchar(500),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_workbill_part" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_code" varchar(30) NOT NULL,
	"part_name" varchar(100) NOT NULL,
	"qty" integer NOT NULL,
	"faulty_sn" varchar(50),
	"new_sn" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "se_workbill_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"resp_hours_urgent" numeric(18, 1) NOT NULL,
	"done_hours_urgent" numeric(18, 1) NOT NULL,
	"resp_hours_high" numeric(18, 1) NOT NULL,
	"done_hours_high" numeric(18, 1) NOT NULL,
	"resp_hours_normal" numeric(18, 1) NOT NULL,
	"done_hours_normal" numeric(18, 1) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sa_order" ADD CONSTRAINT "sa_order_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_complaint_deal_detail" ADD CONSTRAINT "se_complaint_deal_detail_doc_id_se_cust_complaint_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."se_cust_complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_cust_complaint" ADD CONSTRAINT "se_cust_complaint_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD CONSTRAINT "se_cust_vehicle_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_cust_vehicle" ADD CONSTRAINT "se_cust_vehicle_sa_order_id_sa_order_id_fk" FOREIGN KEY ("sa_order_id") REFERENCES "public"."sa_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_outlet_engineer" ADD CONSTRAINT "se_outlet_engineer_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_outlet_engineer" ADD CONSTRAINT "se_outlet_engineer_outlet_id_pub_service_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."pub_service_outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_type_id_se_workbill_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."se_workbill_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_vehicle_id_se_cust_vehicle_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."se_cust_vehicle"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_maintain_item_id_se_maintainitem_id_fk" FOREIGN KEY ("maintain_item_id") REFERENCES "public"."se_maintainitem"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_service_manner_id_se_servicemanner_id_fk" FOREIGN KEY ("service_manner_id") REFERENCES "public"."se_servicemanner"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_service_item_id_se_serviceitem_id_fk" FOREIGN KEY ("service_item_id") REFERENCES "public"."se_serviceitem"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill" ADD CONSTRAINT "se_workbill_outlet_id_pub_service_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."pub_service_outlets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_workbill_part" ADD CONSTRAINT "se_workbill_part_doc_id_se_workbill_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."se_workbill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sa_order_order_no_uq" ON "sa_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "sa_order_customer_id_idx" ON "sa_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "se_complaint_deal_detail_doc_idx" ON "se_complaint_deal_detail" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "se_cust_complaint_complaint_no_uq" ON "se_cust_complaint" USING btree ("complaint_no");--> statement-breakpoint
CREATE INDEX "se_cust_complaint_customer_id_idx" ON "se_cust_complaint" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "se_cust_complaint_vin_idx" ON "se_cust_complaint" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "se_cust_vehicle_vin_uq" ON "se_cust_vehicle" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "se_cust_vehicle_customer_id_idx" ON "se_cust_vehicle" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "se_cust_vehicle_sa_order_id_idx" ON "se_cust_vehicle" USING btree ("sa_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "se_workbill_bill_no_uq" ON "se_workbill" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "se_workbill_customer_id_idx" ON "se_workbill" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "se_workbill_outlet_id_status_idx" ON "se_workbill" USING btree ("outlet_id","status");--> statement-breakpoint
CREATE INDEX "se_workbill_vin_idx" ON "se_workbill" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "se_workbill_status_complete_due_idx" ON "se_workbill" USING btree ("status","complete_due");--> statement-breakpoint
CREATE INDEX "se_workbill_part_doc_idx" ON "se_workbill_part" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "se_workbill_type_code_uq" ON "se_workbill_type" USING btree ("code");