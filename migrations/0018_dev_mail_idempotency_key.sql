ALTER TABLE "dev_mail" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "dev_mail_idempotency_key" ON "dev_mail" USING btree ("idempotency_key");