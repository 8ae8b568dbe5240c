import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-frame";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

export const metadata: Metadata = { title: "Verify your email" };

type Props = { searchParams: Promise<{ email?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).email;
  const email = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
  return (
    <AuthCard
      title="Verify your email"
      description={
        email ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-foreground">{email}</span>. Enter it
            below to activate your account.
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
