CREATE TABLE "acc_check_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"direction" varchar(30) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "acc_statement" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"supplyid" integer NOT NULL,
	"company_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"version" integer DEFAULT 0,
	"line_count" integer DEFAULT 0,
	"total_amount" numeric(14, 2),
	"published_at" timestamp(0),
	"confirmed_at" timestamp(0),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "acc_statement_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"source" varchar(30),
	"source_no" varchar(30),
	"item_id" integer,
	"receipt_line_id" integer,
	"claim_id" integer,
	"rcv_date" date,
	"mtr_code" varchar(30),
	"mtr_name" varchar(100),
	"qty" numeric(18, 2),
	"price" numeric(14, 2),
	"amount" numeric(14, 2),
	"remark" varchar(200),
	"disabled" boolean DEFAULT false,
	"disable_reason" varchar(200),
	"answer" varchar(30),
	"answer_reason" varchar(500),
	"resolution" varchar(30),
	"resolution_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "acc_statement_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acc_statement" ADD CONSTRAINT "acc_statement_company_id_sys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sys_company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_statement_line" ADD CONSTRAINT "acc_statement_line_doc_id_acc_statement_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."acc_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_statement_line" ADD CONSTRAINT "acc_statement_line_item_id_acc_check_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."acc_check_item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_statement_version" ADD CONSTRAINT "acc_statement_version_statement_id_acc_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."acc_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acc_check_item_code_uq" ON "acc_check_item" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "acc_statement_check_no_uq" ON "acc_statement" USING btree ("check_no");--> statement-breakpoint
CREATE INDEX "acc_statement_supplyid_period_to_idx" ON "acc_statement" USING btree ("supplyid","period_to");--> statement-breakpoint
CREATE INDEX "acc_statement_line_doc_idx" ON "acc_statement_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "acc_statement_line_receipt_uq" ON "acc_statement_line" USING btree ("receipt_line_id") WHERE receipt_line_id is not null and disabled = false;--> statement-breakpoint
CREATE UNIQUE INDEX "acc_statement_line_claim_uq" ON "acc_statement_line" USING btree ("claim_id") WHERE claim_id is not null and disabled = false;--> statement-breakpoint
CREATE UNIQUE INDEX "acc_statement_version_uq" ON "acc_statement_version" USING btree ("statement_id","version");--> statement-breakpoint
CREATE INDEX "acc_statement_version_doc_idx" ON "acc_statement_version" USING btree ("statement_id");