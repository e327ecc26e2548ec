CREATE TABLE "qul_check_infor_type" (
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
CREATE TABLE "qul_defect_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"severity" varchar(30) NOT NULL,
	"problem_type_id" integer NOT NULL,
	"description" varchar(500),
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_fault_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"fault_system" varchar(30) NOT NULL,
	"severity" varchar(30) NOT NULL,
	"product_type_id" integer,
	"description" varchar(500),
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_standard_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"check_stage" varchar(30) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "qul_defect_code" ADD CONSTRAINT "qul_defect_code_problem_type_id_qul_problem_type_id_fk" FOREIGN KEY ("problem_type_id") REFERENCES "public"."qul_problem_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_fault_code" ADD CONSTRAINT "qul_fault_code_product_type_id_qul_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."qul_product_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qul_check_infor_type_code_uq" ON "qul_check_infor_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_defect_code_code_uq" ON "qul_defect_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_fault_code_code_uq" ON "qul_fault_code" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_standard_type_code_uq" ON "qul_standard_type" USING btree ("code");