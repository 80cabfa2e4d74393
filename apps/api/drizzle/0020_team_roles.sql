ALTER TABLE "team_invitation" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_membership" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;