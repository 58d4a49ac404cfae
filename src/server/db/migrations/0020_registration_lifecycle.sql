ALTER TABLE "registrations" ADD COLUMN "promoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_cancelled_by_check" CHECK ("registrations"."cancelled_by" is null or "registrations"."cancelled_by" in ('person', 'practice'));--> statement-breakpoint
-- hand-written:
-- Issue 48: payment state lives in the ledger (payments, refunds) and the registration's status; the
-- registration's own lifecycle times in the columns above. What formData carried is moved, then removed.
-- The times were written by the server as ISO strings (toISOString); anything else is left behind.
UPDATE "registrations" SET
  "promoted_at" = CASE WHEN "form_data"->>'promotedAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("form_data"->>'promotedAt')::timestamptz END,
  "expired_at" = CASE
    WHEN "form_data"->>'expiredAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("form_data"->>'expiredAt')::timestamptz
    WHEN "form_data"->>'slotBusyAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("form_data"->>'slotBusyAt')::timestamptz
  END,
  "cancelled_at" = CASE WHEN "form_data"->>'cancelledAt' ~ '^\d{4}-\d{2}-\d{2}T' THEN ("form_data"->>'cancelledAt')::timestamptz END,
  -- Only the event's cancellation by the practice was recorded; any other cancellation's author is unknown (null).
  "cancelled_by" = CASE WHEN "form_data"->>'cancelledBy' IN ('person', 'practice') THEN "form_data"->>'cancelledBy' END
WHERE "form_data" ?| array['promotedAt', 'expiredAt', 'slotBusyAt', 'cancelledAt', 'cancelledBy'];--> statement-breakpoint
-- The amount owed was always written to both; a row where only the JSON has it keeps it in the column.
UPDATE "registrations" SET "amount_inr" = ("form_data"->>'amount')::integer
WHERE "amount_inr" = 0 AND "form_data"->>'amount' ~ '^[0-9]{1,9}$' AND ("form_data"->>'amount')::integer > 0;--> statement-breakpoint
-- paymentStatus, paymentMethod, paidAt and testPayment were copies of the ledger's payment (status,
-- method, paid_at, is_test), written in the same transaction; refundedAt of its refunds. A row whose
-- JSON says paid without a payment in the ledger keeps what it is: its status (confirmed) and amount
-- say it was settled, and the admin's list shows it as paid (registrations/listing.ts paymentStatusOf).
UPDATE "registrations" SET "form_data" = "form_data" - array['paymentStatus', 'amount', 'paymentMethod', 'paidAt', 'testPayment', 'expiredAt', 'slotBusyAt', 'refundedAt', 'promotedAt', 'cancelledAt', 'cancelledBy']
WHERE "form_data" ?| array['paymentStatus', 'amount', 'paymentMethod', 'paidAt', 'testPayment', 'expiredAt', 'slotBusyAt', 'refundedAt', 'promotedAt', 'cancelledAt', 'cancelledBy'];
