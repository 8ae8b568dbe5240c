import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Email verified" };

export default function EmailVerifiedPage() {
  return (
    <div className="rounded-xl border bg-card p-8 text-center shadow-sm">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100">
        <CircleCheck className="size-8 text-emerald-600" aria-hidden />
      </div>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight">Email Verified Successfully!</h1>
      <p className="mt-2 text-sm text-muted-foreground">Your account is ready. Sign in to start investing.</p>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link href="/login">Go to Login</Link>
      </Button>
    </div>
  );
}
