import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-frame";
import { ConfirmAddressForm } from "@/components/auth/confirm-address-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.confirmAddress");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * The link of a new withdrawal address's e-mail. Only the signed-in investor who saved the address can confirm
 * it: a signed-out visitor is sent to sign in first and brought back here (lib/auth/page-guard.ts).
 */
export default async function ConfirmAddressPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard section="confirmAddress">
      <ConfirmAddressForm token={typeof token === "string" ? token : ""} />
    </AuthCard>
  );
}
