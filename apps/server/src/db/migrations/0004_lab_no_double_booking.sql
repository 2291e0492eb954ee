-- No double-booking, enforced by the database (issue 6): two live reservations (reserving or
-- successful) of one device may not overlap in time. int4range(device_id) lets gist compare the
-- device with && (no btree_gist extension needed, so PGlite and stock PostgreSQL both have it).
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_no_overlap"
  EXCLUDE USING gist (
    int4range("device_id", "device_id", '[]') WITH &&,
    tstzrange("starts_at", "ends_at", '[)') WITH &&
  ) WHERE ("status" IN ('reserving', 'successful'));
--> statement-breakpoint
ALTER TABLE "lab_reservations" ADD CONSTRAINT "lab_reservations_slot_positive"
  CHECK ("ends_at" > "starts_at");
