ALTER TABLE "pub_materiel" ADD COLUMN "inspection_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A material with an approved standard must be inspected unless that approval made it 免检 (the
-- material's flag holds the last approved version's): receiving no longer takes its qualified quantity.
UPDATE "pub_materiel" SET "inspection_required" = NOT "inspection_exempt"
WHERE "mtr_id" IN (SELECT "mtr_id" FROM "qul_standard" WHERE "status" = '已批准');
