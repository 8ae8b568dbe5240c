import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-frame";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { emailField } from "@/lib/validation/auth";

export const metadata: Metadata = { title: "Verify your email" };

type Props = { searchParams: Promise<{ email?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).email;
  // A repeated ?email= is ambiguous: named neither address, the form asks for it.
  const email = (Array.isArray(raw) ? undefined : raw)?.trim() || undefined;
  // Only name the address when it is one; a malformed ?email= gets the generic text and a visible field.
  const shownEmail = email && emailField.safeParse(email).success ? email : undefined;
  return (
    <AuthCard
      title="Verify your email"
      description={
        shownEmail ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-foreground">{shownEmail}</span>. Enter
            it below to activate your account.
          </>
        ) : (
          "Enter your email address and the 6-digit code we sent you."
        )
      }
    >
      <VerifyEmailForm email={email} />
    </AuthCard>
  );
}
