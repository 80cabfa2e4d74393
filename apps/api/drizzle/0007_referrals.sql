CREATE TABLE "referral" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"referred_user_id" text,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"fraud_reason" text,
	"ip_address" text,
	"user_agent" text,
	"referred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subscribed_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_code" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"last_seen_ip" text,
	"last_seen_user_agent" text,
	CONSTRAINT "referral_code_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "referral_code_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referral_reward" (
	"id" text PRIMARY KEY NOT NULL,
	"referral_id" text,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"months" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_id_user_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referred_user_id_user_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_code" ADD CONSTRAINT "referral_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_referral_id_referral_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referral"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_reward" ADD CONSTRAINT "referral_reward_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_referrer_referred_at_idx" ON "referral" USING btree ("referrer_id","referred_at");--> statement-breakpoint
CREATE INDEX "referral_status_referred_at_idx" ON "referral" USING btree ("status","referred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_referrer_referred_idx" ON "referral" USING btree ("referrer_id","referred_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_one_counting_per_friend_idx" ON "referral" USING btree ("referred_user_id") WHERE "referral"."status" <> 'fraud_detected';--> statement-breakpoint
CREATE UNIQUE INDEX "referral_reward_referral_user_idx" ON "referral_reward" USING btree ("referral_id","user_id");--> statement-breakpoint
CREATE INDEX "referral_reward_user_status_idx" ON "referral_reward" USING btree ("user_id","status");