import { z } from "./zod.js";

/**
 * The signed-in user's own account: `/api/account` (password change here; deletion answers
 * `{ success: true }` too). Email changes go through better-auth's `/api/auth/change-email`.
 */

/** Spec-2 §9: minimum password length; the maximum matches the auth server's limit. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const changePasswordRequestSchema = z.object({
  new_password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, "Password must be at least 6 characters long")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const accountSuccessSchema = z.object({ success: z.literal(true) });
export type AccountSuccess = z.infer<typeof accountSuccessSchema>;
