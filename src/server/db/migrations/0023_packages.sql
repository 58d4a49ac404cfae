ALTER TYPE "public"."registration_type" ADD VALUE 'package';--> statement-breakpoint
CREATE TABLE "package_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"sessions" integer NOT NULL,
	"remaining" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_credits_remaining_check" CHECK ("package_credits"."remaining" >= 0 and "package_credits"."remaining" <= "package_credits"."sessions")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"price_inr" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_sessions_check" CHECK ("packages"."sessions" between 1 and 100),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_inr" > 0),
	CONSTRAINT "packages_valid_days_check" CHECK ("packages"."valid_days" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "package_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "credit_id" uuid;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_credits" ADD CONSTRAINT "package_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "package_credits_registration_idx" ON "package_credits" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "package_credits_email_idx" ON "package_credits" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "packages_service_idx" ON "packages" USING btree ("service_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_credit_id_package_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."package_credits"("id") ON DELETE set null ON UPDATE no action;