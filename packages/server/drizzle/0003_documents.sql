CREATE TABLE "doc_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(40) NOT NULL,
	"doc_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(20) DEFAULT '' NOT NULL,
	"to_status" varchar(20) DEFAULT '' NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(40) NOT NULL,
	"doc_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qul_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_no" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"source" varchar(30) NOT NULL,
	"claim_date" date NOT NULL,
	"reason" varchar(500) NOT NULL,
	"total_qty" integer,
	"total_amount" numeric(14, 2),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_claim_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mtr_code" varchar(30) NOT NULL,
	"mtr_name" varchar(100) NOT NULL,
	"defect" varchar(200) NOT NULL,
	"qty" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doc_event" ADD CONSTRAINT "doc_event_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_file" ADD CONSTRAINT "doc_file_file_id_uploaded_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_file" ADD CONSTRAINT "doc_file_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_claim_line" ADD CONSTRAINT "qul_claim_line_doc_id_qul_claim_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."qul_claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doc_event_doc_idx" ON "doc_event" USING btree ("doc_type","doc_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_file_doc_file_uq" ON "doc_file" USING btree ("doc_type","doc_id","file_id");--> statement-breakpoint
CREATE INDEX "doc_file_file_idx" ON "doc_file" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_claim_claim_no_uq" ON "qul_claim" USING btree ("claim_no");--> statement-breakpoint
CREATE INDEX "qul_claim_line_doc_idx" ON "qul_claim_line" USING btree ("doc_id","line_no");