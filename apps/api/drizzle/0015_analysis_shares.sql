CREATE TABLE "analysis_share" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"analysis_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analysis_share" ADD CONSTRAINT "analysis_share_analysis_id_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_share_analysis_idx" ON "analysis_share" USING btree ("analysis_id");