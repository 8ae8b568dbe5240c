import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-frame";
import { SignupForm } from "@/components/auth/signup-form";
import { REFERRAL_COOKIE, referralCodeFrom } from "@/lib/referrals/referral-cookie";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.signup");
  return { title: t("metaTitle") };
}

/** `?ref=CODE` (or the code a link left in the cookie within 30 days) fills the form's referral code. */
export default async function SignupPage({
  searchParams,
}: {
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const referralCode =
    referralCodeFrom((await searchParams).ref) ??
    referralCodeFrom((await cookies()).get(REFERRAL_COOKIE)?.value);
  return (
    <AuthCard section="signup">
      <SignupForm referralCode={referralCode} />
    </AuthCard>
  );
}
