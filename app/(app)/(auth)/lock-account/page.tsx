import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-frame";
import { LockAccountForm } from "@/components/auth/lock-account-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.lockAccount");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** The "lock my account" link of a security e-mail: works signed out; only its Lock button locks. */
export default async function LockAccountPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard section="lockAccount">
      <LockAccountForm token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
