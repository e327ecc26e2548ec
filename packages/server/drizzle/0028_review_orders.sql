CREATE TABLE "pd_bom" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" varchar(50) NOT NULL,
	"configuration" varchar(100) DEFAULT '' NOT NULL,
	"parent_mtr_id" integer DEFAULT 0 NOT NULL,
	"mtr_id" integer NOT NULL,
	"qty" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sa_change_handling" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(20) NOT NULL,
	"doc_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"handled_at" timestamp(0),
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"opinion" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sa_order_auditrst" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	"result" varchar(10),
	"opinion" varchar(500) DEFAULT '' NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"audited_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sa_order_bom" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"parent_mtr_id" integer DEFAULT 0 NOT NULL,
	"mtr_id" integer NOT NULL,
	"qty" numeric(12, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sa_order_picture" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sa_order_review" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"order_type" varchar(10) DEFAULT '标准订单' NOT NULL,
	"status" varchar(10) DEFAULT '评审中' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"ready_at" timestamp(0),
	"ready_by" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"updated_at" timestamp(0)
);
--> statement-breakpoint
CREATE TABLE "sa_picture_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_name" varchar(50) NOT NULL,
	"model" varchar(50),
	"option_kw" varchar(50),
	"status" varchar(30),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sa_tcnotice" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"models" varchar(200),
	"effective_date" date NOT NULL,
	"depts" varchar(200) NOT NULL,
	"content" varchar(1000),
	"issued_at" timestamp(0),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sa_tcnotice_part" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"change_desc" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "sa_tdeal" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"models" varchar(200),
	"effective_date" date NOT NULL,
	"depts" varchar(200) NOT NULL,
	"content" varchar(1000),
	"issued_at" timestamp(0),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sa_tdeal_part" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"change_desc" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "pd_bom" ADD CONSTRAINT "pd_bom_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_change_handling" ADD CONSTRAINT "sa_change_handling_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_change_handling" ADD CONSTRAINT "sa_change_handling_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_auditrst" ADD CONSTRAINT "sa_order_auditrst_order_id_sa_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sa_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_auditrst" ADD CONSTRAINT "sa_order_auditrst_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_auditrst" ADD CONSTRAINT "sa_order_auditrst_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_bom" ADD CONSTRAINT "sa_order_bom_order_id_sa_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sa_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_bom" ADD CONSTRAINT "sa_order_bom_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_picture" ADD CONSTRAINT "sa_order_picture_order_id_sa_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sa_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_picture" ADD CONSTRAINT "sa_order_picture_item_id_sa_picture_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."sa_picture_item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_order_review" ADD CONSTRAINT "sa_order_review_order_id_sa_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sa_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_tcnotice_part" ADD CONSTRAINT "sa_tcnotice_part_doc_id_sa_tcnotice_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sa_tcnotice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_tcnotice_part" ADD CONSTRAINT "sa_tcnotice_part_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_tdeal_part" ADD CONSTRAINT "sa_tdeal_part_doc_id_sa_tdeal_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."sa_tdeal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sa_tdeal_part" ADD CONSTRAINT "sa_tdeal_part_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pd_bom_model_parent_mtr_uq" ON "pd_bom" USING btree ("model","configuration","parent_mtr_id","mtr_id");--> statement-breakpoint
CREATE INDEX "pd_bom_mtr_idx" ON "pd_bom" USING btree ("mtr_id","parent_mtr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_change_handling_doc_dept_uq" ON "sa_change_handling" USING btree ("doc_type","doc_id","dept_id");--> statement-breakpoint
CREATE INDEX "sa_change_handling_dept_idx" ON "sa_change_handling" USING btree ("dept_id","handled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_order_auditrst_order_dept_uq" ON "sa_order_auditrst" USING btree ("order_id","dept_id");--> statement-breakpoint
CREATE INDEX "sa_order_auditrst_dept_idx" ON "sa_order_auditrst" USING btree ("dept_id","result");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_order_bom_order_parent_mtr_uq" ON "sa_order_bom" USING btree ("order_id","parent_mtr_id","mtr_id");--> statement-breakpoint
CREATE INDEX "sa_order_bom_mtr_idx" ON "sa_order_bom" USING btree ("mtr_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_order_picture_order_item_uq" ON "sa_order_picture" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "sa_order_review_status_idx" ON "sa_order_review" USING btree ("status","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_picture_item_item_name_model_option_kw_uq" ON "sa_picture_item" USING btree ("item_name","model","option_kw");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_tcnotice_change_no_uq" ON "sa_tcnotice" USING btree ("change_no");--> statement-breakpoint
CREATE INDEX "sa_tcnotice_part_doc_idx" ON "sa_tcnotice_part" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE INDEX "sa_tcnotice_part_mtr_idx" ON "sa_tcnotice_part" USING btree ("mtr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sa_tdeal_change_no_uq" ON "sa_tdeal" USING btree ("change_no");--> statement-breakpoint
CREATE INDEX "sa_tdeal_part_doc_idx" ON "sa_tdeal_part" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE INDEX "sa_tdeal_part_mtr_idx" ON "sa_tdeal_part" USING btree ("mtr_id");--> statement-breakpoint
-- hand-written: what the database itself refuses (results, statuses, positive BOM quantities)
ALTER TABLE "sa_order_auditrst" ADD CONSTRAINT "sa_order_auditrst_result_ck" CHECK ("result" is null or "result" in ('同意', '不同意'));--> statement-breakpoint
ALTER TABLE "sa_order_review" ADD CONSTRAINT "sa_order_review_status_ck" CHECK ("status" in ('评审中', '已退回', '已就绪'));--> statement-breakpoint
ALTER TABLE "pd_bom" ADD CONSTRAINT "pd_bom_qty_ck" CHECK ("qty" > 0);--> statement-breakpoint
ALTER TABLE "sa_order_bom" ADD CONSTRAINT "sa_order_bom_qty_ck" CHECK ("qty" > 0);
