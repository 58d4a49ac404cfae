DROP INDEX "payments_registration_provider_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr_override_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_duplicate_of_payments_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "payments" SET "utr_attempts" = 1, "utr_submitted_at" = "updated_at" WHERE "utr" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" p SET "utr_override_reason" = 'UTR already used by another payment before this check existed' WHERE p."utr" IS NOT NULL AND p."status" IN ('submitted', 'paid') AND EXISTS (SELECT 1 FROM "payments" q WHERE q."utr" = p."utr" AND q."status" IN ('submitted', 'paid') AND (q."created_at", q."id") < (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_live_idx" ON "payments" USING btree ("utr") WHERE "payments"."utr" is not null and "payments"."status" in ('submitted', 'paid') and "payments"."utr_override_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_registration_provider_idx" ON "payments" USING btree ("registration_id","provider") WHERE "payments"."duplicate_of" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_creditNoteNo_unique" UNIQUE("credit_note_no");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_utr_attempts_check" CHECK ("payments"."utr_attempts" between 0 and 2);