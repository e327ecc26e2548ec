CREATE TABLE "pc_package_spec" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_no" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"version" integer DEFAULT 1,
	"package_type" varchar(30) NOT NULL,
	"qty_per_package" integer NOT NULL,
	"inner_qty" integer,
	"packs_per_outer" integer,
	"outers_per_pallet" integer,
	"length_mm" integer,
	"width_mm" integer,
	"height_mm" integer,
	"gross_weight" numeric(18, 2) NOT NULL,
	"net_weight" numeric(18, 2) NOT NULL,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pc_part_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"min_order_qty" integer,
	"lead_days" integer,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pc_part_type" (
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
CREATE TABLE "pc_price_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_no" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pc_part_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"mtr_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"quote_no" varchar(20) DEFAULT '' NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp(0) DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_materiel_pack" (
	"mtr_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"pack_qty" integer NOT NULL,
	"package_type" varchar(20) DEFAULT '' NOT NULL,
	"spec_no" varchar(20) DEFAULT '' NOT NULL,
	"updated_at" timestamp(0) DEFAULT now() NOT NULL,
	CONSTRAINT "pub_materiel_pack_mtr_id_supplyid_pk" PRIMARY KEY("mtr_id","supplyid")
);
--> statement-breakpoint
ALTER TABLE "pub_materiel" ADD COLUMN "sale_status" varchar(10);--> statement-breakpoint
ALTER TABLE "pub_materiel" ADD COLUMN "sale_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pub_materiel" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pc_part_list" ADD CONSTRAINT "pc_part_list_type_id_pc_part_type_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."pc_part_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_part_price" ADD CONSTRAINT "pc_part_price_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_part_price" ADD CONSTRAINT "pc_part_price_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_part_price" ADD CONSTRAINT "pc_part_price_approved_by_sys_user_userid_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel_pack" ADD CONSTRAINT "pub_materiel_pack_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel_pack" ADD CONSTRAINT "pub_materiel_pack_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pc_package_spec_spec_no_uq" ON "pc_package_spec" USING btree ("spec_no");--> statement-breakpoint
CREATE INDEX "pc_package_spec_mtr_id_supplyid_status_idx" ON "pc_package_spec" USING btree ("mtr_id","supplyid","status");--> statement-breakpoint
CREATE INDEX "pc_package_spec_supplyid_status_idx" ON "pc_package_spec" USING btree ("supplyid","status");--> statement-breakpoint
CREATE UNIQUE INDEX "pc_part_list_type_id_mtr_id_supplyid_uq" ON "pc_part_list" USING btree ("type_id","mtr_id","supplyid");--> statement-breakpoint
CREATE INDEX "pc_part_list_supplyid_mtr_id_idx" ON "pc_part_list" USING btree ("supplyid","mtr_id");--> statement-breakpoint
CREATE INDEX "pc_part_list_mtr_id_idx" ON "pc_part_list" USING btree ("mtr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pc_part_type_code_uq" ON "pc_part_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pc_price_quote_quote_no_uq" ON "pc_price_quote" USING btree ("quote_no");--> statement-breakpoint
CREATE INDEX "pc_price_quote_mtr_id_status_idx" ON "pc_price_quote" USING btree ("mtr_id","status");--> statement-breakpoint
CREATE INDEX "pc_price_quote_supplyid_status_idx" ON "pc_price_quote" USING btree ("supplyid","status");--> statement-breakpoint
CREATE INDEX "pc_part_price_mtr_idx" ON "pc_part_price" USING btree ("mtr_id","supplyid","valid_from");--> statement-breakpoint
CREATE INDEX "pub_materiel_sale_status_idx" ON "pub_materiel" USING btree ("sale_status","mtr_code");--> statement-breakpoint
-- hand-written: approved price periods of one part and supplier never overlap, in the database.
-- An exclusion constraint over three ranges: the part and the supplier as one-point int4ranges
-- (equal ids ⇔ overlapping one-point ranges) and the validity as a daterange with both ends
-- included (valid_to null = open-ended). GiST indexes ranges without any extension, so this holds
-- the same on PostgreSQL 15 and on PGlite, where btree_gist (the usual `mtr_id WITH =`) would be a
-- separate contrib import to load in the driver.
ALTER TABLE "pc_part_price" ADD CONSTRAINT "pc_part_price_period_check" CHECK ("valid_to" IS NULL OR "valid_to" >= "valid_from");--> statement-breakpoint
ALTER TABLE "pc_part_price" ADD CONSTRAINT "pc_part_price_no_overlap" EXCLUDE USING gist (
	int4range("mtr_id", "mtr_id", '[]') WITH &&,
	int4range("supplyid", "supplyid", '[]') WITH &&,
	daterange("valid_from", "valid_to", '[]') WITH &&
);
