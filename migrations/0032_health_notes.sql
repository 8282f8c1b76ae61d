CREATE TABLE "health_notes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_services" ADD COLUMN "asks_health_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "health_notes" ADD CONSTRAINT "health_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- Services that need a patch test (lashes, hair colour, brow tint) ask the health questions too.
UPDATE "profile_services" SET "asks_health_questions" = true WHERE "needs_patch_test";
