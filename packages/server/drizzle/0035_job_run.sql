CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(60) NOT NULL,
	"job_title" varchar(100) DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(10) DEFAULT 'due' NOT NULL,
	"claimed_by" varchar(100),
	"claimed_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"result" varchar(4),
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_run_job_due_uq" ON "job_run" USING btree ("job_name","due_at");--> statement-breakpoint
CREATE INDEX "job_run_due_idx" ON "job_run" USING btree ("due_at");