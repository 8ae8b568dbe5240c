import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AcceptInvitationForm } from "@/components/auth/accept-invitation-form";
import { AuthCard } from "@/components/auth/auth-frame";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.acceptInvitation");
  return { title: t("metaTitle") };
}

/** The link of an administrator's invitation e-mail: choose a password, then the admin login. */
export default function AcceptInvitationPage() {
  return (
    <AuthCard section="acceptInvitation">
      <AcceptInvitationForm />
    </AuthCard>
  );
}
