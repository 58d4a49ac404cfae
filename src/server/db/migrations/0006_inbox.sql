CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"body" text NOT NULL,
	"subject" text,
	"sent_by" text,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_direction_check" CHECK ("conversation_messages"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"contact_id" uuid,
	"registration_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('contact', 'consultation')),
	CONSTRAINT "conversations_state_check" CHECK ("conversations"."state" in ('new', 'answered', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"bodies" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_outbox_id_email_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_registration_idx" ON "conversations" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
-- Every message and consultation request received before the inbox becomes a conversation.
WITH made AS (
	INSERT INTO "conversations" ("kind", "contact_id", "name", "email", "locale", "state", "last_message_at", "created_at")
	SELECT 'contact', "id", "name", "email", "locale", CASE WHEN "responded" THEN 'answered' ELSE 'new' END, coalesce("responded_at", "created_at"), "created_at" FROM "contacts"
	RETURNING "id", "contact_id"
)
INSERT INTO "conversation_messages" ("conversation_id", "direction", "body", "created_at")
SELECT made."id", 'in', k."message", k."created_at" FROM made JOIN "contacts" k ON k."id" = made."contact_id";--> statement-breakpoint
WITH made AS (
	INSERT INTO "conversations" ("kind", "registration_id", "name", "email", "locale", "state", "last_message_at", "created_at")
	SELECT 'consultation', "id", "full_name", "email", "locale", 'new', "submitted_at", "submitted_at" FROM "registrations" WHERE "type" = 'consultancy'
	RETURNING "id", "registration_id"
)
INSERT INTO "conversation_messages" ("conversation_id", "direction", "body", "created_at")
SELECT made."id", 'in', coalesce(r."form_data"->>'concernDescription', ''), r."submitted_at" FROM made JOIN "registrations" r ON r."id" = made."registration_id";
