CREATE TABLE "artist_credentials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"file_key" text NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"expires_on" date,
	"issued_on" date,
	"reject_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_credentials_reject_reason_check" CHECK (("artist_credentials"."state" = 'rejected') = ("artist_credentials"."reject_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "credential_reminders" (
	"credential_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"expires_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credential_reminders_credential_id_days_expires_on_pk" PRIMARY KEY("credential_id","days","expires_on")
);
--> statement-breakpoint
ALTER TABLE "artist_credentials" ADD CONSTRAINT "artist_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_credentials" ADD CONSTRAINT "artist_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_reminders" ADD CONSTRAINT "credential_reminders_credential_id_artist_credentials_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."artist_credentials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_credentials_user_idx" ON "artist_credentials" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "artist_credentials_pending_idx" ON "artist_credentials" USING btree ("created_at") WHERE "artist_credentials"."state" = 'pending';--> statement-breakpoint
-- hand-written
-- A credential's badge is public (profiles, search cards): approving, rejecting, expiring or
-- removing one changes what visitors read, so kept public answers are renewed (decision 0024).
-- A new upload is pending and shows nowhere.
CREATE CONSTRAINT TRIGGER artist_credentials_public_data AFTER UPDATE ON artist_credentials
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.expires_on IS DISTINCT FROM NEW.expires_on)
  EXECUTE FUNCTION public_data_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER artist_credentials_public_data_delete AFTER DELETE ON artist_credentials
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_data_changed();
