CREATE TABLE "tax_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sealed" text NOT NULL,
	"masked_number" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_reminders" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"held_since" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_seller_copies" (
	"year" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_seller_copies_year_check" CHECK ("tax_seller_copies"."year" >= 2024)
);
--> statement-breakpoint
ALTER TABLE "tax_details" ADD CONSTRAINT "tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_filings" ADD CONSTRAINT "tax_filings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_reminders" ADD CONSTRAINT "tax_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_seller_copies" ADD CONSTRAINT "tax_seller_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_filings_year_idx" ON "tax_filings" USING btree ("year","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_seller_copies_key" ON "tax_seller_copies" USING btree ("year","user_id");