DROP INDEX "qul_vehicle_part_batch_idx";--> statement-breakpoint
ALTER TABLE "qul_vehicle_part" ADD COLUMN "vin" varchar(17) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "qul_vehicle_part" ADD COLUMN "location" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "qul_vehicle_part_batch_idx" ON "qul_vehicle_part" USING btree ("rcv_line_id","location","vin","vehicle_id","binding_id");--> statement-breakpoint
-- hand-written: the flattened rows carry their vehicle's VIN and place, kept by the database so no writer of either table can forget it
CREATE OR REPLACE FUNCTION qul_vehicle_part_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.vin = '' THEN
    SELECT v.vin, coalesce(v.location, '已交付') INTO NEW.vin, NEW.location FROM se_cust_vehicle v WHERE v.id = NEW.vehicle_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER qul_vehicle_part_fill BEFORE INSERT ON qul_vehicle_part FOR EACH ROW EXECUTE FUNCTION qul_vehicle_part_fill();--> statement-breakpoint
CREATE OR REPLACE FUNCTION se_cust_vehicle_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE qul_vehicle_part SET vin = NEW.vin, location = coalesce(NEW.location, '已交付') WHERE vehicle_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER se_cust_vehicle_moved AFTER UPDATE OF vin, location ON se_cust_vehicle FOR EACH ROW
  WHEN (OLD.vin IS DISTINCT FROM NEW.vin OR OLD.location IS DISTINCT FROM NEW.location) EXECUTE FUNCTION se_cust_vehicle_moved();--> statement-breakpoint
UPDATE qul_vehicle_part vp SET vin = v.vin, location = coalesce(v.location, '已交付') FROM se_cust_vehicle v WHERE v.id = vp.vehicle_id;
