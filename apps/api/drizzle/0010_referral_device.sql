ALTER TABLE "referral_code" ADD COLUMN "last_seen_device" text;--> statement-breakpoint
-- Self-referrals are refused now, never stored: drop the ones kept before, which counted in
-- their owner's total.
DELETE FROM "referral" WHERE "fraud_reason" = 'self_referral';
