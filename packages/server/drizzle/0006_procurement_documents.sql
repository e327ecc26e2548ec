-- Purchase orders, delivery batches and receipts become documents of the kit: one history
-- (doc_event) for all. doc_event learns what order history had: detail, line and side.
ALTER TABLE "doc_event" ADD COLUMN "detail" varchar(500) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "doc_event" ADD COLUMN "line_no" integer;--> statement-breakpoint
ALTER TABLE "doc_event" ADD COLUMN "side" varchar(10) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "pc_receipt" ADD COLUMN "status" varchar(10) DEFAULT '已入库' NOT NULL;--> statement-breakpoint
-- Order history moves over in its order, who and when kept (a user since deleted keeps his name).
INSERT INTO "doc_event" ("doc_type", "doc_id", "action", "detail", "line_no", "side", "userid", "user_name", "created_at")
SELECT 'PurchaseOrder', e."order_id", e."action", e."detail", e."line_no", e."side",
  (SELECT u."userid" FROM "sys_user" u WHERE u."userid" = e."userid"), e."user_name", e."created_at"
FROM "order_event" e ORDER BY e."id";--> statement-breakpoint
DROP TABLE "order_event" CASCADE;--> statement-breakpoint
-- A receipt with a line still waiting for inspection waits with it.
UPDATE "pc_receipt" r SET "status" = '待检验'
WHERE EXISTS (SELECT 1 FROM "pc_receipt_line" l WHERE l."receipt_id" = r."id" AND l."check_status" = '待检');--> statement-breakpoint
-- Existing batches and receipts start their history from what their rows say.
INSERT INTO "doc_event" ("doc_type", "doc_id", "action", "to_status", "side", "userid", "user_name", "created_at")
SELECT 'DeliveryBatch', b."id", '发货', '在途', 'supplier', (SELECT u."userid" FROM "sys_user" u WHERE u."userid" = b."created_by"), b."created_by_name", b."created_at"
FROM "delivery_batch" b ORDER BY b."id";--> statement-breakpoint
INSERT INTO "doc_event" ("doc_type", "doc_id", "action", "from_status", "to_status", "side", "created_at")
SELECT 'DeliveryBatch', b."id", CASE WHEN b."status" = '已收货' THEN '收货' ELSE '部分收货' END, '在途', b."status", 'warehouse', coalesce(b."received_at", b."created_at")
FROM "delivery_batch" b WHERE b."status" <> '在途' ORDER BY b."id";--> statement-breakpoint
INSERT INTO "doc_event" ("doc_type", "doc_id", "action", "to_status", "side", "userid", "user_name", "created_at")
SELECT 'Receipt', r."id", '收货', r."status", 'warehouse', (SELECT u."userid" FROM "sys_user" u WHERE u."userid" = r."receiver_userid"), r."receiver_name", r."created_at"
FROM "pc_receipt" r ORDER BY r."id";
