CREATE TABLE "agency_branding" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"agency_name" text,
	"logo_data_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_analysis" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"created_by" text,
	"instagram_username" text NOT NULL,
	"profile_url" text NOT NULL,
	"profile" jsonb,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"progress_status" text DEFAULT 'fetching_comments' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"current_step" text DEFAULT '' NOT NULL,
	"total_posts" integer DEFAULT 0 NOT NULL,
	"completed_posts" integer DEFAULT 0 NOT NULL,
	"failed_posts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"insights" jsonb,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profile_post" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_analysis_id" text NOT NULL,
	"position" integer NOT NULL,
	"shortcode" text NOT NULL,
	"post" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"analysis_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "profile_analysis_id" text;--> statement-breakpoint
ALTER TABLE "agency_branding" ADD CONSTRAINT "agency_branding_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_analysis" ADD CONSTRAINT "profile_analysis_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_analysis" ADD CONSTRAINT "profile_analysis_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_post" ADD CONSTRAINT "profile_post_profile_analysis_id_profile_analysis_id_fk" FOREIGN KEY ("profile_analysis_id") REFERENCES "public"."profile_analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_post" ADD CONSTRAINT "profile_post_analysis_id_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_analysis_owner_created_idx" ON "profile_analysis" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_post_analysis_shortcode_idx" ON "profile_post" USING btree ("profile_analysis_id","shortcode");--> statement-breakpoint
ALTER TABLE "analysis" ADD CONSTRAINT "analysis_profile_analysis_id_profile_analysis_id_fk" FOREIGN KEY ("profile_analysis_id") REFERENCES "public"."profile_analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_profile_idx" ON "analysis" USING btree ("profile_analysis_id");