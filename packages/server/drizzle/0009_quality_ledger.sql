CREATE TABLE "qul_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"event_date" date NOT NULL,
	"doc_type" varchar(30) NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"mtr_id" integer,
	"mtr_code" varchar(30) DEFAULT '' NOT NULL,
	"mtr_name" varchar(100) DEFAULT '' NOT NULL,
	"lot_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"sample_size" integer DEFAULT 0 NOT NULL,
	"defect_qty" integer DEFAULT 0 NOT NULL,
	"rejected_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"verdict" varchar(10) DEFAULT '' NOT NULL,
	"defect_code" varchar(30) DEFAULT '' NOT NULL,
	"disposition" varchar(20) DEFAULT '' NOT NULL,
	"claim_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "qul_ledger_date_idx" ON "qul_ledger" USING btree ("event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qul_ledger_supply_date_idx" ON "qul_ledger" USING btree ("supplyid","event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "qul_ledger_mtr_date_idx" ON "qul_ledger" USING btree ("mtr_id","event_date" DESC NULLS LAST);