ALTER TABLE "post_schedule" ALTER COLUMN "shortcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_schedule" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "profile_analysis" ADD COLUMN "schedule_id" text;--> statement-breakpoint
ALTER TABLE "profile_analysis" ADD COLUMN "alerts_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "post_schedule_user_profile_idx" ON "post_schedule" USING btree ("user_id","username");--> statement-breakpoint
CREATE INDEX "profile_analysis_alerts_pending_idx" ON "profile_analysis" USING btree ("schedule_id") WHERE "profile_analysis"."alerts_checked_at" IS NULL AND "profile_analysis"."schedule_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "post_schedule" ADD CONSTRAINT "post_schedule_one_subject" CHECK (("post_schedule"."shortcode" IS NULL) <> ("post_schedule"."username" IS NULL));