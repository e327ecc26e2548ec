-- hand-written (issue 40 item 5, bench:cockpit): the cockpit's figures read their records by date
-- ranges over years of data. Breakdown repairs by machine (a machine's hours down in a period),
-- by workshop and report or finish time (MTBF, MTTR), maintenance by workshop and due date (PM
-- compliance); inspections judged, work orders completed, final checks done, faults found and claim
-- events by their time. IF NOT EXISTS: bench:cockpit builds them on its data before measuring.
CREATE INDEX IF NOT EXISTS "equip_main_log_breakdown_equip_idx" ON "equip_main_log" USING btree ("equip_id","created_at") INCLUDE ("done_at") WHERE "kind" = '故障维修';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equip_main_log_breakdown_workshop_idx" ON "equip_main_log" USING btree ("workshop_id","created_at") WHERE "kind" = '故障维修';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equip_main_log_breakdown_done_idx" ON "equip_main_log" USING btree ("workshop_id","done_at") WHERE "kind" = '故障维修';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "equip_main_log_maintenance_due_idx" ON "equip_main_log" USING btree ("workshop_id","due_date") WHERE "kind" = '保养';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qul_inspection_inspected_at_idx" ON "qul_inspection" USING btree ("inspected_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "se_workbill_completed_at_idx" ON "se_workbill" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qul_flow_step_kind_done_idx" ON "qul_flow_step" USING btree ("kind","done_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "qul_process_fault_found_at_idx" ON "qul_process_fault" USING btree ("found_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doc_event_status_time_idx" ON "doc_event" USING btree ("doc_type","to_status","created_at");
