ALTER TABLE "analysis_comment" ADD COLUMN "target" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
UPDATE "analysis_comment" SET "tags" = array_replace("tags", 'giveaway', 'giveaway_entry') WHERE 'giveaway' = ANY("tags");
