ALTER TABLE "analysis_comment" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "assignment_note" text;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD CONSTRAINT "analysis_comment_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;