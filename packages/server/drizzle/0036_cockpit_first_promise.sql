ALTER TABLE "equip_main_log" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD COLUMN "first_promised_date" date;--> statement-breakpoint
-- Lines answered before: the first date known is the supplier's confirmed date, or his proposal awaiting review.
-- Maintenance logged before keeps due_date null (the date it answered was not recorded): it is not counted.
UPDATE "purchase_order_line" SET "first_promised_date" = coalesce("promised_date", "proposed_date")
 WHERE "first_promised_date" IS NULL AND coalesce("promised_date", "proposed_date") IS NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_line_promised_idx" ON "purchase_order_line" USING btree ("promised_date");--> statement-breakpoint
CREATE INDEX "purchase_order_line_first_promised_idx" ON "purchase_order_line" USING btree ("first_promised_date");