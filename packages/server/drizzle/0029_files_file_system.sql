CREATE TABLE "fs_file_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "file_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"file_type" varchar(30) NOT NULL,
	"parent_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"deleted_from" varchar(500)
);
--> statement-breakpoint
DROP INDEX "operation_authority_subject_idx";--> statement-breakpoint
ALTER TABLE "operation_authority" ADD COLUMN "can_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_authority" ADD COLUMN "can_purge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_authority" ADD COLUMN "folder_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "folder_id" integer;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "file_key" integer;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "is_current" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD COLUMN "deleted_from" varchar(500);--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_parent_id_file_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_folder"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_created_by_sys_user_userid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_deleted_by_sys_user_userid_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fs_file_type_code_uq" ON "fs_file_type" USING btree ("code");--> statement-breakpoint
CREATE INDEX "file_folder_type_idx" ON "file_folder" USING btree ("file_type","parent_id");--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_folder_id_file_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_deleted_by_sys_user_userid_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_file_folder_idx" ON "uploaded_file" USING btree ("category","folder_id","file_name","id") WHERE "uploaded_file"."file_key" is not null and "uploaded_file"."is_current" and "uploaded_file"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "uploaded_file_key_idx" ON "uploaded_file" USING btree ("file_key","version");--> statement-breakpoint
CREATE INDEX "uploaded_file_deleted_idx" ON "uploaded_file" USING btree ("deleted_at") WHERE "uploaded_file"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_authority_subject_idx" ON "operation_authority" USING btree ("subject_key","category","folder_id");--> statement-breakpoint
-- hand-written: rights granted before previews existed preview what they view; versions start at 1
UPDATE "operation_authority" SET "can_preview" = true WHERE "can_view" OR "can_download";--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_version_ck" CHECK ("version" >= 1);
