CREATE TABLE "sys_partner_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"owner_kind" varchar(10) NOT NULL,
	"supplyid" integer,
	"customer_id" integer,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"created_by" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sys_partner_key_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "user_session" ADD COLUMN "partner_key_id" integer;--> statement-breakpoint
ALTER TABLE "sys_partner_key" ADD CONSTRAINT "sys_partner_key_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_partner_key" ADD CONSTRAINT "sys_partner_key_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_partner_key_supplyid_idx" ON "sys_partner_key" USING btree ("supplyid");--> statement-breakpoint
CREATE INDEX "sys_partner_key_customer_idx" ON "sys_partner_key" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_partner_key_id_sys_partner_key_id_fk" FOREIGN KEY ("partner_key_id") REFERENCES "public"."sys_partner_key"("id") ON DELETE cascade ON UPDATE no action;