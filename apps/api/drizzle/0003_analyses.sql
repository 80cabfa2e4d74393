CREATE TABLE "analysis" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_key" text,
	"post_url" text NOT NULL,
	"shortcode" text,
	"source" text NOT NULL,
	"file_name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"step" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fetched_pages" integer DEFAULT 0 NOT NULL,
	"fetched_comments" integer DEFAULT 0 NOT NULL,
	"fetched_total" integer,
	"post" jsonb,
	"analysis_data" jsonb,
	"comparison" jsonb,
	"timeline" jsonb,
	"error" text,
	"error_code" text,
	"usage_subject" text,
	"usage_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analysis_comment" (
	"analysis_id" text NOT NULL,
	"position" integer NOT NULL,
	"id" text NOT NULL,
	"username" text NOT NULL,
	"text" text NOT NULL,
	"likes" integer,
	"timestamp" timestamp with time zone NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"parent_id" text,
	"is_from_owner" boolean DEFAULT false NOT NULL,
	"score" real NOT NULL,
	"label" text NOT NULL,
	"language" text NOT NULL,
	"tags" text[] NOT NULL,
	CONSTRAINT "analysis_comment_analysis_id_position_pk" PRIMARY KEY("analysis_id","position")
);
--> statement-breakpoint
CREATE TABLE "analysis_import" (
	"analysis_id" text PRIMARY KEY NOT NULL,
	"comments" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counter" (
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counter_subject_period_pk" PRIMARY KEY("subject","period")
);
--> statement-breakpoint
ALTER TABLE "analysis" ADD CONSTRAINT "analysis_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD CONSTRAINT "analysis_comment_analysis_id_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_import" ADD CONSTRAINT "analysis_import_analysis_id_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_user_created_idx" ON "analysis" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_visitor_idx" ON "analysis" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "analysis_expires_idx" ON "analysis" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "analysis_comment_id_idx" ON "analysis_comment" USING btree ("analysis_id","id");