import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-frame";
import { LoginForm } from "@/components/auth/login-form";
import { RETURN_PARAM, ROLE_HOME, safeReturnPath } from "@/lib/auth/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.login");
  return { title: t("metaTitle") };
}

type Props = { searchParams: Promise<{ forgot?: string | string[]; [RETURN_PARAM]?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  // "Request a new link" on an expired reset link comes here with ?forgot=1 to open the dialog.
  const openForgot = params.forgot !== undefined;
  // A dashboard address followed while signed out (middleware.ts): the sign-in returns there.
  const returnTo = safeReturnPath(params[RETURN_PARAM], ROLE_HOME.INVESTOR) ?? undefined;
  return (
    <AuthCard section="login">
      <LoginForm openForgot={openForgot} returnTo={returnTo} />
    </AuthCard>
  );
}
