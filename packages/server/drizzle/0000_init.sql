CREATE TABLE "seed_marker" (
	"area" varchar(50) PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"html" text NOT NULL,
	"transport" varchar(10) NOT NULL,
	"result" varchar(20) NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_dept" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"pid" integer,
	"dept_code" varchar(20) NOT NULL,
	"dept_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_dept_dept_code_unique" UNIQUE("dept_code")
);
--> statement-breakpoint
CREATE TABLE "org_station" (
	"id" serial PRIMARY KEY NOT NULL,
	"dept_id" integer NOT NULL,
	"station_code" varchar(20) NOT NULL,
	"station_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_station_station_code_unique" UNIQUE("station_code")
);
--> statement-breakpoint
CREATE TABLE "sys_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"co_code" varchar(20) NOT NULL,
	"co_desc" varchar(100) NOT NULL,
	"co_addr" varchar(200) DEFAULT '' NOT NULL,
	"co_rep_title" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_company_co_code_unique" UNIQUE("co_code")
);
--> statement-breakpoint
CREATE TABLE "pc_supply" (
	"supplyid" integer PRIMARY KEY NOT NULL,
	"supply_name" varchar(100) NOT NULL,
	"short_name" varchar(30) DEFAULT '' NOT NULL,
	"contact" varchar(30) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"tax_no" varchar(30) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(40) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT '合作中' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_materiel" (
	"mtr_id" serial PRIMARY KEY NOT NULL,
	"mtr_code" varchar(30) NOT NULL,
	"mtr_name" varchar(100) NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"unit" varchar(10) DEFAULT '件' NOT NULL,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"supplyid" integer,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pub_materiel_mtr_code_unique" UNIQUE("mtr_code")
);
--> statement-breakpoint
CREATE TABLE "sale_customer" (
	"customer_id" serial PRIMARY KEY NOT NULL,
	"cust_code" varchar(20) NOT NULL,
	"cust_name" varchar(100) NOT NULL,
	"contact" varchar(30) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"region" varchar(50) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_customer_cust_code_unique" UNIQUE("cust_code")
);
--> statement-breakpoint
CREATE TABLE "sys_function" (
	"id" varchar(80) PRIMARY KEY NOT NULL,
	"pid" varchar(80),
	"path" varchar(200) NOT NULL,
	"title" varchar(50) NOT NULL,
	"icon" varchar(30) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"code" varchar(30) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_function" (
	"role" varchar(30) NOT NULL,
	"function_id" varchar(80) NOT NULL,
	"buttons" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "sys_role_function_role_function_id_pk" PRIMARY KEY("role","function_id")
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"userid" serial PRIMARY KEY NOT NULL,
	"usercode" varchar(30) NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"password_salt" varchar(64) NOT NULL,
	"dept_id" integer,
	"station_id" integer,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"images" varchar(300) DEFAULT '' NOT NULL,
	"supplyid" integer,
	"customer_id" integer,
	"forbid_login" boolean DEFAULT false NOT NULL,
	"wx_openid" varchar(64),
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_usercode_unique" UNIQUE("usercode")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"userid" integer NOT NULL,
	"role" varchar(30) NOT NULL,
	CONSTRAINT "sys_user_role_userid_role_pk" PRIMARY KEY("userid","role")
);
--> statement-breakpoint
CREATE TABLE "reset_pwd_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reset_pwd_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer,
	"usercode" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"result" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"userid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "user_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sys_param" (
	"param_key" varchar(50) PRIMARY KEY NOT NULL,
	"param_value" text DEFAULT '' NOT NULL,
	"param_group" varchar(20) DEFAULT 'system' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_folder" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_receiver" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"userid" integer NOT NULL,
	"kind" varchar(4) DEFAULT 'to' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"folder_id" integer,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sender_id" integer NOT NULL,
	"status" varchar(10) DEFAULT '已发送' NOT NULL,
	"sender_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"ship_date" date NOT NULL,
	"planned_arrival" date NOT NULL,
	"logistics_no" varchar(50) DEFAULT '' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT '在途' NOT NULL,
	"public_key" varchar(40) NOT NULL,
	"qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"received_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_batch_batch_no_unique" UNIQUE("batch_no"),
	CONSTRAINT "delivery_batch_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "delivery_batch_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"received_qty" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_no_seq" (
	"prefix" varchar(4) NOT NULL,
	"day" varchar(8) NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doc_no_seq_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"line_id" integer,
	"line_no" integer,
	"action" varchar(20) NOT NULL,
	"detail" varchar(500) DEFAULT '' NOT NULL,
	"side" varchar(10) NOT NULL,
	"userid" integer,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_mail_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"recipient" varchar(200) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"version" smallint DEFAULT 1 NOT NULL,
	"transport" varchar(10) NOT NULL,
	"result" varchar(20) NOT NULL,
	"error" varchar(500) DEFAULT '' NOT NULL,
	"outbox_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_of" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" integer,
	"sent_by_name" varchar(50) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"buyer_userid" integer NOT NULL,
	"order_date" date NOT NULL,
	"delivery_address" varchar(200) DEFAULT '' NOT NULL,
	"currency" varchar(10) DEFAULT 'CNY' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT '草稿' NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"confirmed_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipped_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"received_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"qualified_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "purchase_order_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mtr_id" integer NOT NULL,
	"mtr_code" varchar(30) NOT NULL,
	"mtr_name" varchar(100) NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"unit" varchar(10) DEFAULT '' NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"unit_price" numeric(16, 2) NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"required_date" date NOT NULL,
	"confirmed_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"promised_date" date,
	"proposed_qty" numeric(14, 2),
	"proposed_date" date,
	"proposal_reason" varchar(200) DEFAULT '' NOT NULL,
	"reject_reason" varchar(200) DEFAULT '' NOT NULL,
	"shipped_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"received_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"qualified_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_status" varchar(10) DEFAULT '待确认' NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pc_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"rcv_no" varchar(20) NOT NULL,
	"supplyid" integer NOT NULL,
	"order_id" integer,
	"batch_id" integer,
	"rcv_date" date NOT NULL,
	"warehouse" varchar(50) NOT NULL,
	"receiver_userid" integer,
	"receiver_name" varchar(50) DEFAULT '' NOT NULL,
	"qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"qualified_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"rejected_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pc_receipt_rcv_no_unique" UNIQUE("rcv_no")
);
--> statement-breakpoint
CREATE TABLE "pc_receipt_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer,
	"batch_line_id" integer,
	"mtr_id" integer NOT NULL,
	"mtr_code" varchar(30) NOT NULL,
	"mtr_name" varchar(100) NOT NULL,
	"spec" varchar(100) DEFAULT '' NOT NULL,
	"unit" varchar(10) DEFAULT '' NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"qualified_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"rejected_qty" numeric(14, 2) DEFAULT 0 NOT NULL,
	"check_status" varchar(10) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pc_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" varchar(30) NOT NULL,
	"supplyid" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"sign_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_by_name" varchar(50) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_by_name" varchar(50) DEFAULT '' NOT NULL,
	CONSTRAINT "pc_contract_contract_no_unique" UNIQUE("contract_no")
);
--> statement-breakpoint
CREATE TABLE "pc_contract_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_path" varchar(500) NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pub_materiel_buyer" (
	"mtr_id" integer NOT NULL,
	"userid" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pub_materiel_buyer_mtr_id_userid_pk" PRIMARY KEY("mtr_id","userid")
);
--> statement-breakpoint
CREATE TABLE "pub_materiel_image" (
	"id" serial PRIMARY KEY NOT NULL,
	"mtr_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_base_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" varchar(30) NOT NULL,
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
CREATE TABLE "qas_check_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"check_stage" varchar(30) NOT NULL,
	"method" varchar(100),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_common_problem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"problem_type_id" integer NOT NULL,
	"product_type_id" integer,
	"description" varchar(500),
	"solution" varchar(500),
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "qul_problem_type" (
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
CREATE TABLE "qul_product_type" (
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
CREATE TABLE "equip_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"maintain_cycle" integer,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "bulletin_type" (
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
CREATE TABLE "pub_service_outlets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"region" varchar(50),
	"address" varchar(200),
	"contact" varchar(30),
	"phone" varchar(20),
	"longitude" numeric(18, 6),
	"latitude" numeric(18, 6),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_maintainitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_serviceitem" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"maintain_item_id" integer,
	"labor_hours" numeric(18, 1),
	"price" numeric(14, 2),
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "se_servicemanner" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true,
	"remark" varchar(200),
	"created_at" timestamp(0) DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp(0),
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_gadget" (
	"id" varchar(50) PRIMARY KEY NOT NULL,
	"title" varchar(50) NOT NULL,
	"homes" text[] DEFAULT '{}' NOT NULL,
	"roles" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"userid" integer,
	"usercode" varchar(30) NOT NULL,
	"user_name" varchar(50) DEFAULT '' NOT NULL,
	"area" varchar(30) NOT NULL,
	"action" varchar(20) NOT NULL,
	"target" varchar(200) DEFAULT '' NOT NULL,
	"target_id" varchar(80) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_accept_user" (
	"template_code" varchar(40) NOT NULL,
	"userid" integer NOT NULL,
	CONSTRAINT "msg_accept_user_template_code_userid_pk" PRIMARY KEY("template_code","userid")
);
--> statement-breakpoint
CREATE TABLE "msg_template" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_authority" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" varchar(10) NOT NULL,
	"subject_key" varchar(40) NOT NULL,
	"role" varchar(30),
	"userid" integer,
	"category" varchar(30) DEFAULT '' NOT NULL,
	"can_view" boolean DEFAULT false NOT NULL,
	"can_download" boolean DEFAULT false NOT NULL,
	"can_upload" boolean DEFAULT false NOT NULL,
	"can_delete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_authority" (
	"userid" integer NOT NULL,
	"supplyid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supply_authority_userid_supplyid_pk" PRIMARY KEY("userid","supplyid")
);
--> statement-breakpoint
CREATE TABLE "wf_flow" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_code" varchar(40) NOT NULL,
	"flow_name" varchar(50) NOT NULL,
	"record_type" varchar(40) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_flow_flow_code_unique" UNIQUE("flow_code")
);
--> statement-breakpoint
CREATE TABLE "wf_flow_step" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"step_name" varchar(50) NOT NULL,
	"approver_type" varchar(10) NOT NULL,
	"approvers" text[] DEFAULT '{}' NOT NULL,
	"mode" varchar(3) DEFAULT 'any' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_id" integer NOT NULL,
	"flow_code" varchar(40) NOT NULL,
	"flow_name" varchar(50) NOT NULL,
	"record_type" varchar(40) NOT NULL,
	"record_id" varchar(80) NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"steps" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"current_step" integer NOT NULL,
	"starter" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"userid" integer NOT NULL,
	"status" varchar(10) DEFAULT '待审批' NOT NULL,
	"opinion" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploaded_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"category" varchar(30) DEFAULT 'general' NOT NULL,
	"hash" varchar(64) NOT NULL,
	"userid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_dept" ADD CONSTRAINT "org_dept_company_id_sys_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."sys_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_station" ADD CONSTRAINT "org_station_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel" ADD CONSTRAINT "pub_materiel_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_function" ADD CONSTRAINT "sys_role_function_role_sys_role_code_fk" FOREIGN KEY ("role") REFERENCES "public"."sys_role"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_function" ADD CONSTRAINT "sys_role_function_function_id_sys_function_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."sys_function"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_id_org_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."org_dept"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_station_id_org_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."org_station"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_customer_id_sale_customer_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sale_customer"("customer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_sys_role_code_fk" FOREIGN KEY ("role") REFERENCES "public"."sys_role"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_pwd_code" ADD CONSTRAINT "reset_pwd_code_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_pwd_log" ADD CONSTRAINT "reset_pwd_log_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_folder" ADD CONSTRAINT "mail_folder_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_receiver" ADD CONSTRAINT "mail_receiver_mail_id_mail_record_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_record"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_receiver" ADD CONSTRAINT "mail_receiver_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_receiver" ADD CONSTRAINT "mail_receiver_folder_id_mail_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."mail_folder"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_record" ADD CONSTRAINT "mail_record_sender_id_sys_user_userid_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_batch" ADD CONSTRAINT "delivery_batch_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_batch_line" ADD CONSTRAINT "delivery_batch_line_batch_id_delivery_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."delivery_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_batch_line" ADD CONSTRAINT "delivery_batch_line_order_line_id_purchase_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_mail_record" ADD CONSTRAINT "order_mail_record_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_buyer_userid_sys_user_userid_fk" FOREIGN KEY ("buyer_userid") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt" ADD CONSTRAINT "pc_receipt_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt" ADD CONSTRAINT "pc_receipt_order_id_purchase_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt" ADD CONSTRAINT "pc_receipt_batch_id_delivery_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."delivery_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt_line" ADD CONSTRAINT "pc_receipt_line_receipt_id_pc_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."pc_receipt"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt_line" ADD CONSTRAINT "pc_receipt_line_order_line_id_purchase_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt_line" ADD CONSTRAINT "pc_receipt_line_batch_line_id_delivery_batch_line_id_fk" FOREIGN KEY ("batch_line_id") REFERENCES "public"."delivery_batch_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_receipt_line" ADD CONSTRAINT "pc_receipt_line_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_contract" ADD CONSTRAINT "pc_contract_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pc_contract_file" ADD CONSTRAINT "pc_contract_file_contract_id_pc_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."pc_contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel_buyer" ADD CONSTRAINT "pub_materiel_buyer_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel_buyer" ADD CONSTRAINT "pub_materiel_buyer_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pub_materiel_image" ADD CONSTRAINT "pub_materiel_image_mtr_id_pub_materiel_mtr_id_fk" FOREIGN KEY ("mtr_id") REFERENCES "public"."pub_materiel"("mtr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_common_problem" ADD CONSTRAINT "qul_common_problem_problem_type_id_qul_problem_type_id_fk" FOREIGN KEY ("problem_type_id") REFERENCES "public"."qul_problem_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qul_common_problem" ADD CONSTRAINT "qul_common_problem_product_type_id_qul_product_type_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."qul_product_type"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_serviceitem" ADD CONSTRAINT "se_serviceitem_maintain_item_id_se_maintainitem_id_fk" FOREIGN KEY ("maintain_item_id") REFERENCES "public"."se_maintainitem"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_accept_user" ADD CONSTRAINT "msg_accept_user_template_code_msg_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."msg_template"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msg_accept_user" ADD CONSTRAINT "msg_accept_user_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_authority" ADD CONSTRAINT "operation_authority_role_sys_role_code_fk" FOREIGN KEY ("role") REFERENCES "public"."sys_role"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_authority" ADD CONSTRAINT "operation_authority_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_authority" ADD CONSTRAINT "supply_authority_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_authority" ADD CONSTRAINT "supply_authority_supplyid_pc_supply_supplyid_fk" FOREIGN KEY ("supplyid") REFERENCES "public"."pc_supply"("supplyid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_flow_step" ADD CONSTRAINT "wf_flow_step_flow_id_wf_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."wf_flow"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_flow_id_wf_flow_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."wf_flow"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_starter_sys_user_userid_fk" FOREIGN KEY ("starter") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_instance_id_wf_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_file" ADD CONSTRAINT "uploaded_file_userid_sys_user_userid_fk" FOREIGN KEY ("userid") REFERENCES "public"."sys_user"("userid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_user_supplyid_idx" ON "sys_user" USING btree ("supplyid");--> statement-breakpoint
CREATE INDEX "sys_user_customer_idx" ON "sys_user" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "user_session_userid_idx" ON "user_session" USING btree ("userid");--> statement-breakpoint
CREATE INDEX "mail_receiver_user_idx" ON "mail_receiver" USING btree ("userid","is_read");--> statement-breakpoint
CREATE INDEX "mail_record_sender_idx" ON "mail_record" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "delivery_batch_order_idx" ON "delivery_batch" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_batch_supply_arrival_idx" ON "delivery_batch" USING btree ("supplyid","planned_arrival");--> statement-breakpoint
CREATE INDEX "delivery_batch_open_arrival_idx" ON "delivery_batch" USING btree ("planned_arrival") WHERE "delivery_batch"."status" <> '已收货';--> statement-breakpoint
CREATE INDEX "delivery_batch_line_batch_idx" ON "delivery_batch_line" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "delivery_batch_line_order_line_idx" ON "delivery_batch_line" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_mail_record_order_idx" ON "order_mail_record" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_mail_record_supply_sent_idx" ON "order_mail_record" USING btree ("supplyid","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_mail_record_sent_idx" ON "order_mail_record" USING btree ("sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_supply_status_date_idx" ON "purchase_order" USING btree ("supplyid","status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_supply_date_idx" ON "purchase_order" USING btree ("supplyid","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_status_date_idx" ON "purchase_order" USING btree ("status","order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_date_idx" ON "purchase_order" USING btree ("order_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "purchase_order_buyer_date_idx" ON "purchase_order" USING btree ("buyer_userid","order_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_line_order_no_idx" ON "purchase_order_line" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "purchase_order_line_mtr_idx" ON "purchase_order_line" USING btree ("mtr_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_supply_idx" ON "purchase_order_line" USING btree ("supplyid","order_id");--> statement-breakpoint
CREATE INDEX "pc_receipt_supply_date_idx" ON "pc_receipt" USING btree ("supplyid","rcv_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pc_receipt_date_idx" ON "pc_receipt" USING btree ("rcv_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pc_receipt_order_idx" ON "pc_receipt" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pc_receipt_line_receipt_idx" ON "pc_receipt_line" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "pc_receipt_line_mtr_idx" ON "pc_receipt_line" USING btree ("mtr_id");--> statement-breakpoint
CREATE INDEX "pc_receipt_line_order_line_idx" ON "pc_receipt_line" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "pc_contract_supply_idx" ON "pc_contract" USING btree ("supplyid","sign_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pc_contract_sign_idx" ON "pc_contract" USING btree ("sign_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pc_contract_file_contract_idx" ON "pc_contract_file" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "pub_materiel_image_mtr_idx" ON "pub_materiel_image" USING btree ("mtr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_base_code_type_code_code_uq" ON "sys_base_code" USING btree ("type_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "qas_check_type_code_uq" ON "qas_check_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_common_problem_code_uq" ON "qul_common_problem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_problem_type_code_uq" ON "qul_problem_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "qul_product_type_code_uq" ON "qul_product_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "equip_type_code_uq" ON "equip_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "bulletin_type_code_uq" ON "bulletin_type" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pub_service_outlets_code_uq" ON "pub_service_outlets" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_maintainitem_code_uq" ON "se_maintainitem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_serviceitem_code_uq" ON "se_serviceitem" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "se_servicemanner_code_uq" ON "se_servicemanner" USING btree ("code");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_area_idx" ON "audit_log" USING btree ("area");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_authority_subject_idx" ON "operation_authority" USING btree ("subject_key","category");--> statement-breakpoint
CREATE INDEX "supply_authority_supplyid_idx" ON "supply_authority" USING btree ("supplyid");--> statement-breakpoint
CREATE INDEX "wf_flow_step_flow_idx" ON "wf_flow_step" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "wf_instance_record_idx" ON "wf_instance" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "wf_instance_starter_idx" ON "wf_instance" USING btree ("starter");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_running_idx" ON "wf_instance" USING btree ("record_type","record_id") WHERE status = '审批中';--> statement-breakpoint
CREATE INDEX "wf_task_user_idx" ON "wf_task" USING btree ("userid","status");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "uploaded_file_hash_idx" ON "uploaded_file" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "uploaded_file_user_idx" ON "uploaded_file" USING btree ("userid","category");