CREATE TABLE "hst_threshold_notices" (
	"user_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"level" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hst_threshold_notices_user_id_quarter_level_pk" PRIMARY KEY("user_id","quarter","level")
);
--> statement-breakpoint
ALTER TABLE "hst_threshold_notices" ADD CONSTRAINT "hst_threshold_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;