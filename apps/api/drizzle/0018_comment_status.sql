ALTER TABLE "analysis_comment" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "status_at" timestamp with time zone;