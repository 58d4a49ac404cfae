ALTER TABLE "payments" ADD COLUMN "utr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr_override_reason" text;--> statement-breakpoint
UPDATE "payments" SET "utr_attempts" = 1, "utr_submitted_at" = "updated_at" WHERE "utr" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" p SET "utr_override_reason" = 'UTR already used by another payment before this check existed' WHERE p."utr" IS NOT NULL AND p."status" IN ('submitted', 'paid') AND EXISTS (SELECT 1 FROM "payments" q WHERE q."utr" = p."utr" AND q."status" IN ('submitted', 'paid') AND (q."created_at", q."id") < (p."created_at", p."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_utr_live_idx" ON "payments" USING btree ("utr") WHERE "payments"."utr" is not null and "payments"."status" in ('submitted', 'paid') and "payments"."utr_override_reason" is null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_utr_attempts_check" CHECK ("payments"."utr_attempts" between 0 and 2);