CREATE TABLE "review_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reply_text" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "review_comments_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "review_comments_rating_check" CHECK ("review_comments"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "help_messages" ADD COLUMN "review_comment_id" uuid;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_artist_id_users_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_comments" ADD CONSTRAINT "review_comments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_comments_artist_idx" ON "review_comments" USING btree ("artist_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "review_comments"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "help_messages" ADD CONSTRAINT "help_messages_review_comment_id_review_comments_id_fk" FOREIGN KEY ("review_comment_id") REFERENCES "public"."review_comments"("id") ON DELETE no action ON UPDATE no action;