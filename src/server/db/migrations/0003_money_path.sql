CREATE TYPE "public"."offering_kind" AS ENUM('consultation', 'course');--> statement-breakpoint
CREATE TYPE "public"."refund_status" AS ENUM('pending', 'processed', 'failed');--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_inr" integer NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"reference" text,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_providerRefundId_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_inr" > 0)
);
--> statement-breakpoint
DROP INDEX "payments_registration_idx";--> statement-breakpoint
DROP INDEX "registrations_one_per_event_idx";--> statement-breakpoint
-- The two status types are rebuilt rather than extended with ADD VALUE: the new values are used by
-- the partial indexes below, in this same transaction, which PostgreSQL refuses for added values.
ALTER TYPE "public"."registration_status" RENAME TO "registration_status_old";--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'pending_payment', 'awaiting_verification', 'waitlisted', 'expired', 'cancelled', 'refunded');--> statement-breakpoint
ALTER TABLE "registrations" ALTER COLUMN "status" TYPE "public"."registration_status" USING "status"::text::"public"."registration_status";--> statement-breakpoint
DROP TYPE "public"."registration_status_old";--> statement-breakpoint
ALTER TYPE "public"."payment_status" RENAME TO "payment_status_old";--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'submitted', 'paid', 'failed', 'rejected');--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" TYPE "public"."payment_status" USING "status"::text::"public"."payment_status";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
DROP TYPE "public"."payment_status_old";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "provider" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'INR' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "utr" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_gstin" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_inr" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_no" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "service_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "kind" "offering_kind" DEFAULT 'consultation' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_inr" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sac_code" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "sac_code" text;--> statement-breakpoint
-- Data: the simulated payments of before were never money; their reference moves to provider_payment_id.
UPDATE "payments" SET "provider_payment_id" = "provider_ref", "is_test" = ("provider" = 'simulated');--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "provider_ref";--> statement-breakpoint
-- Data: a price written as text becomes whole rupees: its first number ("₹2,500 per session" 2500,
-- "Rs. 999" 999, "₹999 for 3 sessions" 999); none, or more than 9 digits, gives 0 (the founder sets it).
UPDATE "services" SET "price_inr" = COALESCE((SELECT CASE WHEN length("d") BETWEEN 1 AND 9 THEN "d"::integer END FROM (SELECT replace(substring("price" from '(\d[\d,]*)'), ',', '') AS "d") AS "first_number"), 0);--> statement-breakpoint
UPDATE "webinars" SET "price_inr" = COALESCE((SELECT CASE WHEN length("d") BETWEEN 1 AND 9 THEN "d"::integer END FROM (SELECT replace(substring("price" from '(\d[\d,]*)'), ',', '') AS "d") AS "first_number"), 0) WHERE "price_inr" = 0;--> statement-breakpoint
-- Data: a registration waiting for payment held its seat forever; it now has a day to pay.
UPDATE "registrations" SET "hold_expires_at" = now() + interval '1 day' WHERE "status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_registration_provider_idx" ON "payments" USING btree ("registration_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_idx" ON "payments" USING btree ("registration_id") WHERE "payments"."status" = 'paid' and "payments"."flag" is null;--> statement-breakpoint
CREATE INDEX "payments_utr_idx" ON "payments" USING btree ("utr");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "registrations_hold_idx" ON "registrations" USING btree ("hold_expires_at") WHERE "registrations"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_one_per_event_idx" ON "registrations" USING btree ("webinar_id",lower("email")) WHERE "registrations"."webinar_id" is not null and "registrations"."status" not in ('cancelled', 'expired', 'refunded');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_providerOrderId_unique" UNIQUE("provider_order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_providerPaymentId_unique" UNIQUE("provider_payment_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receiptNo_unique" UNIQUE("receipt_no");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_inr" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_inr" >= 0 and "payments"."refunded_inr" <= "payments"."amount_inr");