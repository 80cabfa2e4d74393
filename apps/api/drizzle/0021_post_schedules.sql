CREATE TABLE "post_schedule" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"shortcode" text NOT NULL,
	"frequency" text NOT NULL,
	"alerts" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"stop_reason" text,
	"last_run_at" timestamp with time zone,
	"pending_run_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "schedule_id" text;--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "alerts_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_schedule" ADD CONSTRAINT "post_schedule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_schedule_user_post_idx" ON "post_schedule" USING btree ("user_id","shortcode");--> statement-breakpoint
CREATE UNIQUE INDEX "post_schedule_unsubscribe_idx" ON "post_schedule" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "post_schedule_due_idx" ON "post_schedule" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "analysis_user_shortcode_idx" ON "analysis" USING btree ("user_id","shortcode","created_at");--> statement-breakpoint
CREATE INDEX "analysis_alerts_pending_idx" ON "analysis" USING btree ("schedule_id") WHERE "analysis"."alerts_checked_at" IS NULL AND "analysis"."schedule_id" IS NOT NULL;