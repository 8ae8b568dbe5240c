ALTER TABLE "reserve_snapshot_leaves" DROP CONSTRAINT "reserve_snapshot_leaves_snapshot_id_reserve_snapshots_id_fk";
--> statement-breakpoint
ALTER TABLE "reserve_snapshot_nodes" DROP CONSTRAINT "reserve_snapshot_nodes_snapshot_id_reserve_snapshots_id_fk";
