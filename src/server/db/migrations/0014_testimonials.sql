CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"service_id" uuid,
	"webinar_id" uuid,
	"language" text DEFAULT 'en' NOT NULL,
	"first_name" text NOT NULL,
	"city" text,
	"rating" integer,
	"body" text,
	"publish" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" is null or "testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_body_check" CHECK ("testimonials"."body" is null or char_length("testimonials"."body") <= 1000),
	CONSTRAINT "testimonials_publish_check" CHECK ("testimonials"."publish" is null or "testimonials"."publish" in ('name', 'anonymous', 'none')),
	CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('requested', 'submitted', 'approved', 'hidden', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_registration_idx" ON "testimonials" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "testimonials_published_idx" ON "testimonials" USING btree ("status","language");