ALTER TABLE "qul_claim" ADD COLUMN "source_no" varchar(30);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d1_team" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d2_problem" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d3_containment" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d4_root_cause" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d5_corrective" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d6_verification" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d7_prevention" varchar(1000);--> statement-breakpoint
ALTER TABLE "qul_claim" ADD COLUMN "d8_closure" varchar(1000);