CREATE TABLE "qul_ledger_month" (
	"supplyid" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"month" date NOT NULL,
	"mtr_code" varchar(30) DEFAULT '' NOT NULL,
	"mtr_name" varchar(100) DEFAULT '' NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"lots" integer DEFAULT 0 NOT NULL,
	"rejected_lots" integer DEFAULT 0 NOT NULL,
	"inspected_qty" numeric(16, 2) DEFAULT 0 NOT NULL,
	"rejected_qty" numeric(16, 2) DEFAULT 0 NOT NULL,
	"claim_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "qul_ledger_month_pk" PRIMARY KEY("supplyid","mtr_id","month")
);
--> statement-breakpoint
CREATE TABLE "qul_ledger_supplier_month" (
	"supplyid" integer NOT NULL,
	"month" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"lots" integer DEFAULT 0 NOT NULL,
	"rejected_lots" integer DEFAULT 0 NOT NULL,
	"inspected_qty" numeric(16, 2) DEFAULT 0 NOT NULL,
	"rejected_qty" numeric(16, 2) DEFAULT 0 NOT NULL,
	"claim_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "qul_ledger_supplier_month_pk" PRIMARY KEY("supplyid","month")
);
--> statement-breakpoint
DROP INDEX "qul_ledger_date_idx";--> statement-breakpoint
DROP INDEX "qul_ledger_supply_date_idx";--> statement-breakpoint
DROP INDEX "qul_ledger_mtr_date_idx";--> statement-breakpoint
CREATE INDEX "qul_ledger_month_month_idx" ON "qul_ledger_month" USING btree ("month","supplyid");--> statement-breakpoint
CREATE INDEX "qul_ledger_supplier_month_month_idx" ON "qul_ledger_supplier_month" USING btree ("month","supplyid");--> statement-breakpoint
CREATE INDEX "qul_ledger_kind_date_idx" ON "qul_ledger" USING btree ("kind","event_date","id");--> statement-breakpoint
CREATE INDEX "qul_ledger_verdict_date_idx" ON "qul_ledger" USING btree ("verdict","event_date","id");--> statement-breakpoint
CREATE INDEX "qul_ledger_defect_date_idx" ON "qul_ledger" USING btree ("defect_code","event_date","id");--> statement-breakpoint
CREATE INDEX "qul_ledger_date_idx" ON "qul_ledger" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "qul_ledger_supply_date_idx" ON "qul_ledger" USING btree ("supplyid","event_date","id");--> statement-breakpoint
CREATE INDEX "qul_ledger_mtr_date_idx" ON "qul_ledger" USING btree ("mtr_id","event_date","id");--> statement-breakpoint
-- events written before the summary existed (same rules as recordQualityEvent / RECOMPUTED_SUMMARY)
INSERT INTO "qul_ledger_month" ("supplyid", "mtr_id", "month", "mtr_code", "mtr_name", "events", "lots", "rejected_lots", "inspected_qty", "rejected_qty", "claim_amount")
SELECT l.supplyid, coalesce(l.mtr_id, 0), date_trunc('month', l.event_date)::date,
       coalesce((array_agg(l.mtr_code order by l.id desc) filter (where l.mtr_code <> ''))[1], ''),
       coalesce((array_agg(l.mtr_name order by l.id desc) filter (where l.mtr_name <> ''))[1], ''),
       count(*)::int,
       (count(*) filter (where l.kind = '检验'))::int,
       (count(*) filter (where l.kind = '检验' and l.verdict = '不合格'))::int,
       coalesce(sum(l.lot_qty) filter (where l.kind = '检验'), 0),
       coalesce(sum(l.rejected_qty) filter (where l.kind = '检验'), 0),
       coalesce(sum(l.claim_amount) filter (where l.kind = '索赔'), 0)
FROM "qul_ledger" l
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "qul_ledger_supplier_month" ("supplyid", "month", "events", "lots", "rejected_lots", "inspected_qty", "rejected_qty", "claim_amount")
SELECT supplyid, month, sum(events), sum(lots), sum(rejected_lots), sum(inspected_qty), sum(rejected_qty), sum(claim_amount)
FROM "qul_ledger_month"
GROUP BY 1, 2;
