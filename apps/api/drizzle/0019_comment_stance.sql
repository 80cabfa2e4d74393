ALTER TABLE "analysis_comment" ADD COLUMN "stance" text DEFAULT 'neutral' NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "about" text;