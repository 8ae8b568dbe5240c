import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-frame";
import { LoginForm } from "@/components/auth/login-form";

export const metadata: Metadata = { title: "Sign in" };

export default function LoginPage() {
  return (
    <AuthCard title="Sign in to your account" description="Welcome back. Enter your details to continue.">
      <LoginForm />
    </AuthCard>
  );
}
