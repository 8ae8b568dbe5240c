CREATE TABLE "alert_states" (
	"condition" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"figure" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
