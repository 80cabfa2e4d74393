CREATE TABLE "profile_share" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_analysis_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile_share" ADD CONSTRAINT "profile_share_profile_analysis_id_profile_analysis_id_fk" FOREIGN KEY ("profile_analysis_id") REFERENCES "public"."profile_analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_share_analysis_idx" ON "profile_share" USING btree ("profile_analysis_id");