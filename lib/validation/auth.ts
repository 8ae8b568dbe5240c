// Auth inputs: one schema per input, used by the react-hook-form resolver and the route handler alike.
import { z } from "zod";
import { isValidPhoneNumber } from "libphonenumber-js";
import { referralCodeField } from "./referrals";

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((v) => v.toLowerCase());

export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

export const nameField = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

export const phoneField = z
  .string({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .refine((v) => v.replace(/\D/g, "").length <= 15, "Phone number can have at most 15 digits")
  .refine((v) => isValidPhoneNumber(v), "Please enter a valid phone number");

export const signinSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password is too long"),
});
export type SigninInput = z.infer<typeof signinSchema>;

export const signupSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
    /** Whose link or code brought them (lib/referrals): optional. */
    referralCode: referralCodeField,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type SignupInput = z.infer<typeof signupSchema>;

/** Admin "Add User": sign-up's rules without the confirmation field. */
export const addUserSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});

export const verifyEmailSchema = z.object({
  email: emailField,
  code: z
    .string({ error: "Verification code is required" })
    .regex(/^\d{6}$/, "Verification code must be 6 digits"),
});

export const resendCodeSchema = z.object({ email: emailField });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: "Reset token is required" })
    .min(1, "Reset token is required")
    .max(200, "Invalid reset token"),
  password: newPasswordField,
});

/** The reset page's form: both fields required and equal ('Passwords do not match.'). */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, "Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match.",
  });

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(128, "Password must be at most 128 characters"),
  newPassword: newPasswordField,
});

/** The Settings password form's mismatch text (the Profile screen words it differently). */
export const NEW_PASSWORDS_MISMATCH = "New passwords do not match";

/** The change-password form: the route's two fields plus a confirmation that must match. */
export function changePasswordFormSchema(mismatch: string = NEW_PASSWORDS_MISMATCH) {
  return changePasswordSchema
    .extend({
      confirmPassword: z
        .string({ error: "Please confirm your new password" })
        .min(1, "Please confirm your new password"),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: mismatch });
}
