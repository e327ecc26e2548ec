CREATE TABLE "prcs_doc_ack" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"userid" integer NOT NULL,
	"station_id" integer,
	"asked_at" timestamp(0) with time zone NOT NULL,
	"due_date" date NOT NULL,
	"confirmed_at" timestamp(0) with time zone,
	"user_name" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prcs_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_no" varchar(20) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"version" integer DEFAULT 1,
	"status" varchar(10) NOT NULL,
	"route_id" integer,
	"station_id" integer NOT NULL,
	"mtr_id" integer,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "prcs_doc_ack" ADD CONSTRAINT "prcs_doc_ack_doc_id_prcs_document_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."prcs_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prcs_doc_ack" ADD CONSTRAINT "prcs_doc_ack_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prcs_doc_ack" ADD CONSTRAINT "prcs_doc_ack_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prcs_document" ADD CONSTRAINT "prcs_document_route_id_qul_key_route_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."qul_key_route"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prcs_document" ADD CONSTRAINT "prcs_document_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prcs_document" ADD CONSTRAINT "prcs_document_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prcs_doc_ack_doc_user_uq" ON "prcs_doc_ack" USING btree ("doc_id","userid");--> statement-breakpoint
CREATE INDEX "prcs_doc_ack_user_idx" ON "prcs_doc_ack" USING btree ("userid","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prcs_document_doc_no_uq" ON "prcs_document" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "prcs_document_code_version_idx" ON "prcs_document" USING btree ("code","version");--> statement-breakpoint
CREATE INDEX "prcs_document_station_id_status_idx" ON "prcs_document" USING btree ("station_id","status");--> statement-breakpoint
CREATE INDEX "prcs_document_mtr_id_status_idx" ON "prcs_document" USING btree ("mtr_id","status");--> statement-breakpoint
CREATE INDEX "prcs_document_route_id_idx" ON "prcs_document" USING btree ("route_id");--> statement-breakpoint
-- hand-written: one published version per work instruction code, one version of a code in work (draft / in review / audited), one number per version
CREATE UNIQUE INDEX "prcs_document_one_published_uq" ON "prcs_document" USING btree ("code") WHERE "status" = '已发布';--> statement-breakpoint
CREATE UNIQUE INDEX "prcs_document_one_open_uq" ON "prcs_document" USING btree ("code") WHERE "status" IN ('草稿', '待审核', '已审核');--> statement-breakpoint
CREATE UNIQUE INDEX "prcs_document_code_version_uq" ON "prcs_document" USING btree ("code", "version");
