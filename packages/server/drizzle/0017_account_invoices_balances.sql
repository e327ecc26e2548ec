CREATE TABLE "acc_balance" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"opening_amount" numeric(14, 2) NOT NULL,
	"statement_amount" numeric(14, 2) NOT NULL,
	"payment_amount" numeric(14, 2) NOT NULL,
	"closing_amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"dispute_reason" varchar(500) DEFAULT '' NOT NULL,
	"published_by" varchar(50) DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_by" varchar(50) DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "acc_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"reg_no" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"statement_id" integer NOT NULL,
	"supplyid" integer,
	"company_id" integer,
	"invoice_no" varchar(20) NOT NULL,
	"invoice_date" date NOT NULL,
	"amount" numeric(14, 2),
	"tax_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2),
	"expected_amount" numeric(14, 2),
	"match_note" varchar(500),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "acc_invoice_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"check_line_no" integer NOT NULL,
	"source_no" varchar(30),
	"mtr_code" varchar(30),
	"mtr_name" varchar(100),
	"qty" numeric(18, 2) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"accepted_qty" numeric(18, 2),
	"order_price" numeric(14, 2),
	"expected_amount" numeric(14, 2),
	"match" varchar(30),
	"match_note" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "acc_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_type" varchar(30) NOT NULL,
	"company_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"entry_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"pay_no" varchar(30),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "acc_balance" ADD CONSTRAINT "acc_balance_company_id_sys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sys_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_balance" ADD CONSTRAINT "acc_balance_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_invoice" ADD CONSTRAINT "acc_invoice_statement_id_acc_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."acc_statement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_invoice" ADD CONSTRAINT "acc_invoice_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_invoice" ADD CONSTRAINT "acc_invoice_company_id_sys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sys_company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_invoice_line" ADD CONSTRAINT "acc_invoice_line_doc_id_acc_invoice_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."acc_invoice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_payment" ADD CONSTRAINT "acc_payment_company_id_sys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sys_company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_payment" ADD CONSTRAINT "acc_payment_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acc_balance_uq" ON "acc_balance" USING btree ("company_id","supplyid","period");--> statement-breakpoint
CREATE INDEX "acc_balance_supply_idx" ON "acc_balance" USING btree ("supplyid","period");--> statement-breakpoint
CREATE UNIQUE INDEX "acc_invoice_supplyid_invoice_no_uq" ON "acc_invoice" USING btree ("supplyid","invoice_no");--> statement-breakpoint
CREATE UNIQUE INDEX "acc_invoice_reg_no_uq" ON "acc_invoice" USING btree ("reg_no");--> statement-breakpoint
CREATE INDEX "acc_invoice_statement_id_idx" ON "acc_invoice" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "acc_invoice_line_doc_idx" ON "acc_invoice_line" USING btree ("doc_id","line_no");--> statement-breakpoint
CREATE INDEX "acc_payment_company_id_entry_date_idx" ON "acc_payment" USING btree ("company_id","entry_date");--> statement-breakpoint
CREATE INDEX "acc_payment_supplyid_entry_date_idx" ON "acc_payment" USING btree ("supplyid","entry_date");--> statement-breakpoint
CREATE INDEX "acc_statement_company_id_period_to_idx" ON "acc_statement" USING btree ("company_id","period_to");