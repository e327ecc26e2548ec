DROP INDEX "acc_payment_company_id_entry_date_idx";--> statement-breakpoint
DROP INDEX "acc_statement_company_id_period_to_idx";--> statement-breakpoint
CREATE INDEX "acc_payment_company_id_entry_date_cover_idx" ON "acc_payment" USING btree ("company_id","entry_date","supplyid","amount","entry_type");--> statement-breakpoint
CREATE INDEX "acc_statement_company_id_period_to_cover_idx" ON "acc_statement" USING btree ("company_id","period_to","status","supplyid","total_amount");