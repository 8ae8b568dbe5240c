import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-frame";
import { SignupForm } from "@/components/auth/signup-form";

export const metadata: Metadata = { title: "Create your account" };

export default function SignupPage() {
  return (
    <AuthCard
      title="Join and start investing today"
      description="Create your Apex account. It only takes a minute."
    >
      <SignupForm />
    </AuthCard>
  );
}
