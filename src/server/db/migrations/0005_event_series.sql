CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"rule" jsonb NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text,
	"duration" integer DEFAULT 120 NOT NULL,
	"max_attendees" integer DEFAULT 50 NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"location" text,
	"zoom_link" text,
	"cta_button_text" text,
	"category" "event_category" DEFAULT 'group-session' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webinars_series_start_idx" ON "webinars" USING btree ("series_id","starts_at");--> statement-breakpoint
-- The one-off "monthly" circle becomes a series (first Sunday, 07:00 IST); its event stays as an occurrence, with its registrations.
INSERT INTO "event_series" ("slug", "rule", "title", "description", "short_description", "duration", "max_attendees", "is_online", "location", "zoom_link", "cta_button_text", "category", "translations")
SELECT "slug", '{"kind":"monthly","week":1,"weekday":0,"time":"07:00"}'::jsonb, "title", "description", "short_description", "duration", "max_attendees", "is_online", "location", "zoom_link", "cta_button_text", "category", "translations"
FROM "webinars" WHERE "slug" = 'monthly-meditation-circle';--> statement-breakpoint
UPDATE "webinars" SET "series_id" = (SELECT "id" FROM "event_series" WHERE "slug" = 'monthly-meditation-circle'), "slug" = NULL WHERE "slug" = 'monthly-meditation-circle';
