DROP INDEX "se_workbill_customer_id_idx";--> statement-breakpoint
DROP INDEX "se_workbill_status_complete_due_idx";--> statement-breakpoint
CREATE INDEX "se_workbill_customer_id_status_idx" ON "se_workbill" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "se_workbill_status_complete_due_outlet_id_idx" ON "se_workbill" USING btree ("status","complete_due","outlet_id");