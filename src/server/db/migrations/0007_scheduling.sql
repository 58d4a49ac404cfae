CREATE TYPE "public"."service_mode" AS ENUM('online', 'in_person', 'both');--> statement-breakpoint
CREATE TABLE "availability_exceptions" (
	"date" date PRIMARY KEY NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_range_check" CHECK ("calendar_blocks"."starts_at" < "calendar_blocks"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "slot_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "slot_busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "session_mode" "service_mode";--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "slot_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "session_outcome" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "session_notes" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "mode" "service_mode" DEFAULT 'online' NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_blocks_starts_idx" ON "calendar_blocks" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "registrations_slot_idx" ON "registrations" USING btree ("slot_start") WHERE "registrations"."slot_start" is not null;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_slot_check" CHECK (("registrations"."slot_start" is null) = ("registrations"."slot_end" is null) and ("registrations"."slot_end" is null) = ("registrations"."slot_busy_until" is null) and ("registrations"."slot_start" is null or ("registrations"."slot_start" < "registrations"."slot_end" and "registrations"."slot_end" <= "registrations"."slot_busy_until")));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_session_outcome_check" CHECK ("registrations"."session_outcome" is null or "registrations"."session_outcome" in ('completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_duration_minutes_check" CHECK ("services"."duration_minutes" between 5 and 600);--> statement-breakpoint
-- The founder is one person: no two bookings that hold the calendar may overlap, buffer included
-- (issue 19; drizzle-kit cannot express an exclusion constraint, so it is written here by hand).
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_no_overlap" EXCLUDE USING gist (tstzrange("slot_start", "slot_busy_until", '[)') WITH &&) WHERE ("slot_start" IS NOT NULL AND "status" IN ('confirmed', 'pending_payment', 'awaiting_verification'));--> statement-breakpoint
-- A consultation's length from its old text duration ("90 minutes", "1 hour"), else 60.
UPDATE "services" SET "duration_minutes" = LEAST(600, GREATEST(5, CASE
  WHEN "duration" ~* '^\s*\d+\s*(min|मिनट|મિનિટ)' THEN (substring("duration" from '\d+'))::int
  WHEN "duration" ~* '^\s*\d+\s*(hour|hr|घंट|કલાક)' THEN (substring("duration" from '\d+'))::int * 60
  ELSE 60 END));
