CREATE TABLE "qul_handling" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"insp_id" integer NOT NULL,
	"insp_no" varchar(20),
	"rcv_no" varchar(20),
	"supplyid" integer,
	"mtr_id" integer,
	"mtr_code" varchar(30),
	"mtr_name" varchar(100),
	"rejected_qty" integer,
	"total_qty" integer,
	"handler" varchar(50),
	"handled_at" timestamp(0),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_handling_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"disposition" varchar(30) NOT NULL,
	"qty" integer NOT NULL,
	"reason" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qul_inspection" (
	"id" serial PRIMARY KEY NOT NULL,
	"insp_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"receipt_line_id" integer NOT NULL,
	"rcv_no" varchar(20),
	"receipt_id" integer,
	"order_line_id" integer,
	"supplyid" integer,
	"mtr_id" integer,
	"mtr_code" varchar(30),
	"mtr_name" varchar(100),
	"lot_qty" integer NOT NULL,
	"check_type_id" integer NOT NULL,
	"standard_id" integer,
	"standard_no" varchar(20),
	"standard_version" integer,
	"inspection_level" varchar(30),
	"aql" varchar(30),
	"severity" varchar(30),
	"code_letter" varchar(2),
	"sample_size" integer,
	"ac" integer,
	"re" integer,
	"defect_total" integer,
	"rule_verdict" varchar(30),
	"verdict" varchar(30),
	"override_reason" varchar(500),
	"accepted_qty" integer,
	"rejected_qty" integer,
	"inspector" varchar(50),
	"inspected_at" timestamp(0),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_inspection_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_name" varchar(60),
	"check_method" varchar(100),
	"lower_limit" numeric(18, 4),
	"upper_limit" numeric(18, 4),
	"unit" varchar(10),
	"key_item" boolean DEFAULT false,
	"measured" numeric(18, 4),
	"defect_code" varchar(30),
	"nonconforming" integer
);
--> statement-breakpoint
CREATE TABLE "qul_switching" (
	"supplyid" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qul_switching_supplyid_mtr_id_pk" PRIMARY KEY("supplyid","mtr_id")
);
--> statement-breakpoint
ALTER TABLE "pc_receipt_line" ADD COLUMN "returned_qty" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pub_materiel" ADD COLUMN "inspection_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "qul_handling_line" ADD CONSTRAINT "qul_handling_line_doc_id_qul_handling_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qul_handling"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_inspection" ADD CONSTRAINT "qul_inspection_check_type_id_qul_check_infor_type_id_fk" FOREIGN KEY ("check_type_id") REFERENCES "public"."qul_check_infor_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_inspection_line" ADD CONSTRAINT "qul_inspection_line_doc_id_qul_inspection_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qul_inspection"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qul_handling_handle_no_uq" ON "qul_handling" USING btree ("handle_no");--> statement-breakpoint
CREATE INDEX "qul_handling_insp_id_idx" ON "qul_handling" USING btree ("insp_id");--> statement-breakpoint
CREATE INDEX "qul_handling_line_doc_idx" ON "qul_handling_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_inspection_insp_no_uq" ON "qul_inspection" USING btree ("insp_no");--> statement-breakpoint
CREATE INDEX "qul_inspection_receipt_line_id_idx" ON "qul_inspection" USING btree ("receipt_line_id");--> statement-breakpoint
CREATE INDEX "qul_inspection_supplyid_mtr_id_idx" ON "qul_inspection" USING btree ("supplyid","mtr_id");--> statement-breakpoint
CREATE INDEX "qul_inspection_line_doc_idx" ON "qul_inspection_line" USING btree ("doc_id","line_no");