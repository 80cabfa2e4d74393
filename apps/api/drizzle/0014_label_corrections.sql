CREATE TABLE "label_correction" (
	"analysis_id" text NOT NULL,
	"comment_id" text NOT NULL,
	"label" text NOT NULL,
	"target" text NOT NULL,
	"tags" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "label_correction_analysis_id_comment_id_pk" PRIMARY KEY("analysis_id","comment_id")
);
--> statement-breakpoint
ALTER TABLE "analysis" ADD COLUMN "labels_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_comment" ADD COLUMN "corrected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "label_correction" ADD CONSTRAINT "label_correction_analysis_id_analysis_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."analysis"("id") ON DELETE cascade ON UPDATE no action;