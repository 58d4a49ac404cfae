ALTER TABLE "services" ADD COLUMN "ask_birth_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The sample astrology and life-report services, where a site already has them, keep asking the birth details they always asked.
UPDATE "services" SET "ask_birth_details" = true WHERE "slug" IN ('astrology-numerology', 'full-life-analysis-report');
