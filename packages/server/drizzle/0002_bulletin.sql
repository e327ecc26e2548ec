CREATE TABLE "bulletin" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"audience" varchar(10) DEFAULT '全部' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT '草稿' NOT NULL,
	"publish_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"publisher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bulletin_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulletin_read" (
	"id" serial PRIMARY KEY NOT NULL,
	"bulletin_id" integer NOT NULL,
	"userid" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_type_id_bulletin_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."bulletin_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_publisher_id_sys_user_userid_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_created_by_sys_user_userid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin" ADD CONSTRAINT "bulletin_updated_by_sys_user_userid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_attachment" ADD CONSTRAINT "bulletin_attachment_bulletin_id_bulletin_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_attachment" ADD CONSTRAINT "bulletin_attachment_file_id_uploaded_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_read" ADD CONSTRAINT "bulletin_read_bulletin_id_bulletin_id_fk" FOREIGN KEY ("bulletin_id") REFERENCES "public"."bulletin"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulletin_read" ADD CONSTRAINT "bulletin_read_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulletin_publisher_idx" ON "bulletin" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "bulletin_status_publish_idx" ON "bulletin" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_attachment_bulletin_file_idx" ON "bulletin_attachment" USING btree ("bulletin_id","file_id");--> statement-breakpoint
CREATE INDEX "bulletin_attachment_file_idx" ON "bulletin_attachment" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_read_bulletin_user_idx" ON "bulletin_read" USING btree ("bulletin_id","userid");--> statement-breakpoint
CREATE INDEX "bulletin_read_user_idx" ON "bulletin_read" USING btree ("userid");