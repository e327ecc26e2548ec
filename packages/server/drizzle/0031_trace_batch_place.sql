CREATE TABLE "qul_batch_place" (
	"rcv_line_id" integer NOT NULL,
	"location" varchar(20) NOT NULL,
	"vehicles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qul_batch_place_rcv_line_id_location_pk" PRIMARY KEY("rcv_line_id","location")
);
--> statement-breakpoint
-- hand-written: the counts follow the flattened rows, whichever statement writes them. A (batch,
-- vehicle) counts at its place when its first row there arrives (no other row of it at that place
-- outside the statement's own) and stops counting when its last row there goes; an update that
-- changes a row's batch, place, VIN or vehicle is the old row going and the new one arriving.
CREATE OR REPLACE FUNCTION qul_batch_place_in(fresh jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO qul_batch_place (rcv_line_id, location, vehicles)
  SELECT n.rcv_line_id, n.location, count(*)
    FROM (SELECT DISTINCT (r->>'rcv_line_id')::int AS rcv_line_id, r->>'location' AS location, r->>'vin' AS vin, (r->>'vehicle_id')::int AS vehicle_id
            FROM jsonb_array_elements(fresh) r WHERE r->>'rcv_line_id' IS NOT NULL) n
   WHERE NOT EXISTS (SELECT 1 FROM qul_vehicle_part x
                      WHERE x.rcv_line_id = n.rcv_line_id AND x.location = n.location AND x.vin = n.vin AND x.vehicle_id = n.vehicle_id
                        AND NOT (fresh @> jsonb_build_array(jsonb_build_object('binding_id', x.binding_id))))
   GROUP BY n.rcv_line_id, n.location
  ON CONFLICT (rcv_line_id, location) DO UPDATE SET vehicles = qul_batch_place.vehicles + excluded.vehicles
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION qul_batch_place_out(gone jsonb) RETURNS void LANGUAGE sql AS $$
  UPDATE qul_batch_place c SET vehicles = c.vehicles - d.n
    FROM (SELECT o.rcv_line_id, o.location, count(*) AS n
            FROM (SELECT DISTINCT (r->>'rcv_line_id')::int AS rcv_line_id, r->>'location' AS location, r->>'vin' AS vin, (r->>'vehicle_id')::int AS vehicle_id
                    FROM jsonb_array_elements(gone) r WHERE r->>'rcv_line_id' IS NOT NULL) o
           WHERE NOT EXISTS (SELECT 1 FROM qul_vehicle_part x
                              WHERE x.rcv_line_id = o.rcv_line_id AND x.location = o.location AND x.vin = o.vin AND x.vehicle_id = o.vehicle_id)
           GROUP BY o.rcv_line_id, o.location) d
   WHERE c.rcv_line_id = d.rcv_line_id AND c.location = d.location
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION qul_vehicle_part_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM qul_batch_place_in((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM qul_batch_place_out((SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o));
  ELSE
    PERFORM qul_batch_place_out((SELECT coalesce(jsonb_agg(to_jsonb(o)), '[]') FROM old_rows o JOIN new_rows n ON n.binding_id = o.binding_id
                                  WHERE (o.rcv_line_id, o.location, o.vin, o.vehicle_id) IS DISTINCT FROM (n.rcv_line_id, n.location, n.vin, n.vehicle_id)));
    PERFORM qul_batch_place_in((SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]') FROM old_rows o JOIN new_rows n ON n.binding_id = o.binding_id
                                 WHERE (o.rcv_line_id, o.location, o.vin, o.vehicle_id) IS DISTINCT FROM (n.rcv_line_id, n.location, n.vin, n.vehicle_id)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER qul_vehicle_part_counted_in AFTER INSERT ON qul_vehicle_part REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qul_vehicle_part_counted();--> statement-breakpoint
CREATE TRIGGER qul_vehicle_part_counted_out AFTER DELETE ON qul_vehicle_part REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qul_vehicle_part_counted();--> statement-breakpoint
CREATE TRIGGER qul_vehicle_part_counted_moved AFTER UPDATE ON qul_vehicle_part REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION qul_vehicle_part_counted();--> statement-breakpoint
-- the counts added up from scratch: now, and after a bulk load that turned the insert trigger off
CREATE OR REPLACE FUNCTION qul_batch_place_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM qul_batch_place;
  INSERT INTO qul_batch_place (rcv_line_id, location, vehicles)
  SELECT rcv_line_id, location, count(DISTINCT vehicle_id) FROM qul_vehicle_part WHERE rcv_line_id IS NOT NULL GROUP BY rcv_line_id, location;
$$;--> statement-breakpoint
SELECT qul_batch_place_rebuild();
