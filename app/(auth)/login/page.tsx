import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-frame";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ forgot?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  // "Request a new link" on an expired reset link comes here with ?forgot=1 to open the dialog.
  const openForgot = (await searchParams).forgot !== undefined;
  return (
    <AuthCard title="Sign in to your account" description="Welcome back. Enter your details to continue.">
      <LoginForm openForgot={openForgot} />
    </AuthCard>
  );
}
