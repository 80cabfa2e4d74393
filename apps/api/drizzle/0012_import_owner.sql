ALTER TABLE "analysis" ADD COLUMN "import_owner" text;--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "duplicates_skipped" integer DEFAULT 0 NOT NULL;