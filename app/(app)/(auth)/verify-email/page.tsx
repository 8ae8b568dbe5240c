import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-frame";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { emailField } from "@/lib/validation/auth";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.verify");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<{ email?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const raw = (await searchParams).email;
  // A repeated ?email= is ambiguous: named neither address, the form asks for it.
  const email = (Array.isArray(raw) ? undefined : raw)?.trim() || undefined;
  // Only name the address when it is one; a malformed ?email= gets the generic text and a visible field.
  const shownEmail = email && emailField.safeParse(email).success ? email : undefined;
  return (
    <AuthCard section="verify" description={shownEmail ? <SentTo email={shownEmail} /> : undefined}>
      <VerifyEmailForm email={email} />
    </AuthCard>
  );
}

function SentTo({ email }: { email: string }) {
  const t = useTranslations("auth.verify");
  return t.rich("sentTo", {
    email,
    strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
  });
}
