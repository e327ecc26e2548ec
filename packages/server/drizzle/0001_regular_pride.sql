CREATE TABLE "sys_base_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" varchar(30) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qas_check_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"check_stage" varchar(30) NOT NULL,
	"method" varchar(100),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_common_problem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"problem_type_id" integer NOT NULL,
	"product_type_id" integer,
	"description" varchar(500),
	"solution" varchar(500),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_problem_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_product_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "equip_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"maintain_cycle" integer,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bulletin_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pub_service_outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"region" varchar(50),
	"address" varchar(200),
	"contact" varchar(30),
	"phone" varchar(20),
	"longitude" numeric(18, 6),
	"latitude" numeric(18, 6),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_maintainitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_serviceitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"maintain_item_id" integer,
	"labor_hours" numeric(18, 1),
	"price" numeric(14, 2),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_servicemanner" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "qul_common_problem" ADD CONSTRAINT "qul_common_problem_problem_type_id_qul_problem_type_id_fk" FOREIGN KEY ("problem_type_id") REFERENCES "public"."qul_problem_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_common_problem" ADD CONSTRAINT "qul_common_problem_product_type_id_qul_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."qul_product_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_serviceitem" ADD CONSTRAINT "se_serviceitem_maintain_item_id_se_maintainitem_id_fk" FOREIGN KEY ("maintain_item_id") REFERENCES "public"."se_maintainitem"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_base_code_type_code_code_uq" ON "sys_base_code" USING btree ("type_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "qas_check_type_code_uq" ON "qas_check_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_common_problem_code_uq" ON "qul_common_problem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_problem_type_code_uq" ON "qul_problem_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_product_type_code_uq" ON "qul_product_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_type_code_uq" ON "equip_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_type_code_uq" ON "bulletin_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_service_outlets_code_uq" ON "pub_service_outlets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_maintainitem_code_uq" ON "se_maintainitem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_serviceitem_code_uq" ON "se_serviceitem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_servicemanner_code_uq" ON "se_servicemanner" USING btree ("code");