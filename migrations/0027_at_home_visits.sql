CREATE TABLE "saved_places" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"postal_code" text,
	"unit" text,
	"buzzer" text,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_places_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "service_area" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_postal_area" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_unit" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place_buzzer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;