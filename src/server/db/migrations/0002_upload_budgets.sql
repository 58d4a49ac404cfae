CREATE TABLE "upload_budgets" (
	"key" text NOT NULL,
	"day" date NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "upload_budgets_key_day_pk" PRIMARY KEY("key","day")
);
--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "budget_key" text;