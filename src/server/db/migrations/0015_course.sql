CREATE TABLE "course_enrolments" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL,
	"notified_day" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_notified_check" CHECK ("course_enrolments"."notified_day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"service_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"video_object" text,
	"file_object" text,
	"file_name" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_service_id_day_pk" PRIMARY KEY("service_id","day"),
	CONSTRAINT "course_lessons_day_check" CHECK ("course_lessons"."day" between 1 and 7),
	CONSTRAINT "course_lessons_video_url_check" CHECK ("course_lessons"."video_url" = '' or "course_lessons"."video_url" like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"registration_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_registration_id_day_pk" PRIMARY KEY("registration_id","day"),
	CONSTRAINT "course_progress_day_check" CHECK ("course_progress"."day" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_registration_id_course_enrolments_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_enrolments"("registration_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolments_started_idx" ON "course_enrolments" USING btree ("started_at");