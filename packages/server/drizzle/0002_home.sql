CREATE TABLE "sys_gadget" (
	"id" varchar(50) PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"homes" text[] DEFAULT '{}' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
