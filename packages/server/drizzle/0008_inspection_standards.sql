CREATE TABLE "qul_standard" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_no" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"mtr_id" integer NOT NULL,
	"standard_type_id" integer NOT NULL,
	"version" integer DEFAULT 1,
	"inspection_level" varchar(30) NOT NULL,
	"aql" varchar(30) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_standard_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_name" varchar(60) NOT NULL,
	"check_method" varchar(100),
	"lower_limit" numeric(18, 4),
	"upper_limit" numeric(18, 4),
	"unit" varchar(10),
	"key_item" boolean DEFAULT false
);
--> statement-breakpoint
ALTER TABLE "qul_standard" ADD CONSTRAINT "qul_standard_standard_type_id_qul_standard_type_id_fk" FOREIGN KEY ("standard_type_id") REFERENCES "public"."qul_standard_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_standard_item" ADD CONSTRAINT "qul_standard_item_doc_id_qul_standard_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qul_standard"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qul_standard_standard_no_uq" ON "qul_standard" USING btree ("standard_no");--> statement-breakpoint
CREATE INDEX "qul_standard_item_doc_idx" ON "qul_standard_item" USING btree ("doc_id","line_no");