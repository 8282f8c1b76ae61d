CREATE TABLE "event_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"busy_from" timestamp with time zone NOT NULL,
	"busy_until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "event_holds_range_check" CHECK ("event_holds"."busy_until" > "event_holds"."busy_from")
);
--> statement-breakpoint
CREATE TABLE "event_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"service_hst_cents" integer NOT NULL,
	"fee_hst_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"commission_cents" integer NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_payment_id" text,
	"failure_message" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_payments_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "event_quotes" (
	"event_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"travel_fee_cents" integer NOT NULL,
	"early_start_fee_cents" integer NOT NULL,
	"trial_price_cents" integer,
	"retainer_percent" integer NOT NULL,
	"refundable_until" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"schedule" jsonb NOT NULL,
	"fee_bps" integer NOT NULL,
	"artist_hst_number" text,
	"platform_hst_number" text,
	"total_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_quotes_event_id_version_pk" PRIMARY KEY("event_id","version"),
	CONSTRAINT "event_quotes_retainer_check" CHECK ("event_quotes"."retainer_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_team" (
	"event_id" uuid NOT NULL,
	"artist_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "event_team_event_id_artist_id_pk" PRIMARY KEY("event_id","artist_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"state" text NOT NULL,
	"event_type" text NOT NULL,
	"ready_by" timestamp with time zone NOT NULL,
	"address" text NOT NULL,
	"people" jsonb NOT NULL,
	"trial_at" timestamp with time zone,
	"notes" text,
	"budget_cents" integer,
	"idempotency_key" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"gateway_card_id" text,
	"accepted_at" timestamp with time zone,
	"code" text,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "takes_events" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "event_holds" ADD CONSTRAINT "event_holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_holds" ADD CONSTRAINT "event_holds_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_quotes" ADD CONSTRAINT "event_quotes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_team" ADD CONSTRAINT "event_team_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_team" ADD CONSTRAINT "event_team_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_holds_event_idx" ON "event_holds" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_payments_event_kind" ON "event_payments" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "event_team_artist_idx" ON "event_team" USING btree ("artist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_customer_idempotency_key" ON "events" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "events_lead_idx" ON "events" USING btree ("lead_id","ready_by");--> statement-breakpoint
CREATE INDEX "events_customer_idx" ON "events" USING btree ("customer_id","ready_by");--> statement-breakpoint
CREATE INDEX "ledger_entries_event_idx" ON "ledger_entries" USING btree ("event_id");--> statement-breakpoint
-- hand-written
-- An artist's live event holds never overlap (decision 0042), as her bookings never do.
ALTER TABLE "event_holds" ADD CONSTRAINT "event_holds_no_overlap" EXCLUDE USING gist (
  "artist_id" WITH =,
  tstzrange("busy_from", "busy_until") WITH &&
) WHERE ("released_at" IS NULL);
