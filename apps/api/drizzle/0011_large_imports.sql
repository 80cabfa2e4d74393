ALTER TABLE "analysis" ADD COLUMN "comment_results" text;--> statement-breakpoint
ALTER TABLE "analysis_import" ADD COLUMN "chunk" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_import" DROP CONSTRAINT "analysis_import_pkey";--> statement-breakpoint
ALTER TABLE "analysis_import" ADD CONSTRAINT "analysis_import_analysis_id_chunk_pk" PRIMARY KEY("analysis_id","chunk");
