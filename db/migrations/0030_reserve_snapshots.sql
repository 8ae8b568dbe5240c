CREATE TABLE "reserve_signatures" (
	"snapshot_id" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"signature" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserve_signatures_snapshot_id_network_address_pk" PRIMARY KEY("snapshot_id","network","address")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_leaves" (
	"snapshot_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"leaf_index" integer NOT NULL,
	"nonce" text NOT NULL,
	CONSTRAINT "reserve_snapshot_leaves_snapshot_id_user_id_pk" PRIMARY KEY("snapshot_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshot_nodes" (
	"snapshot_id" text NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"hash" text NOT NULL,
	"usd" numeric(30, 8) NOT NULL,
	"btc" numeric(30, 8) NOT NULL,
	"eth" numeric(30, 8) NOT NULL,
	"usdt" numeric(30, 8) NOT NULL,
	"usdc" numeric(30, 8) NOT NULL,
	CONSTRAINT "reserve_snapshot_nodes_snapshot_id_height_position_pk" PRIMARY KEY("snapshot_id","height","position")
);
--> statement-breakpoint
CREATE TABLE "reserve_snapshots" (
	"id" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"root_hash" text NOT NULL,
	"usd" numeric(30, 8) NOT NULL,
	"btc" numeric(30, 8) NOT NULL,
	"eth" numeric(30, 8) NOT NULL,
	"usdt" numeric(30, 8) NOT NULL,
	"usdc" numeric(30, 8) NOT NULL,
	"leaf_count" integer NOT NULL,
	"height" integer NOT NULL,
	"reserves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taken_by" integer
);
--> statement-breakpoint
ALTER TABLE "reserve_signatures" ADD CONSTRAINT "reserve_signatures_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_signatures" ADD CONSTRAINT "reserve_signatures_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_leaves" ADD CONSTRAINT "reserve_snapshot_leaves_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshot_nodes" ADD CONSTRAINT "reserve_snapshot_nodes_snapshot_id_reserve_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."reserve_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_snapshots" ADD CONSTRAINT "reserve_snapshots_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_snapshots_taken_idx" ON "reserve_snapshots" USING btree ("taken_at");