ALTER TABLE "forms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cancelled_at" timestamp with time zone;