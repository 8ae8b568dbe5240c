/** @jest-environment jsdom */
// The sign-in forms in the reader's language: labels, buttons, field messages and the API's refusal read in
// German or Japanese when the page's catalogues are, and nothing English is left on them.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { LoginForm } from "@/components/auth/login-form";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES } from "@/i18n/namespaces";
import type { Locale } from "@/i18n/config";

jest.mock("@/lib/replace-page", () => ({ replacePage: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    refresh: jest.fn(),
  }),
}));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function inLanguage(locale: Locale, ui: ReactNode) {
  const messages: AbstractIntlMessages = await loadMessages(locale, NAMESPACES.auth);
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient()}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

test("German: the sign-in form, its field messages and the server's refusal", async () => {
  await inLanguage("de", <LoginForm />);
  const user = userEvent.setup();
  expect(screen.getByRole("button", { name: "Anmelden" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Passwort vergessen?" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Registrieren" })).toHaveAttribute("href", "/signup");

  await user.click(screen.getByRole("button", { name: "Anmelden" }));
  expect(await screen.findByText("E-Mail-Adresse ist erforderlich")).toBeInTheDocument();

  fetchMock.mockResolvedValueOnce({
    ok: false,
    status: 401,
    text: async () =>
      JSON.stringify({ message: "Invalid email or password", code: "INVALID_EMAIL_OR_PASSWORD" }),
  });
  await user.type(screen.getByLabelText("E-Mail"), "jane@example.com");
  await user.type(screen.getByLabelText("Passwort"), "wrong-password");
  await user.click(screen.getByRole("button", { name: "Anmelden" }));
  expect((await screen.findAllByText("E-Mail-Adresse oder Passwort ungültig")).length).toBeGreaterThan(0);
  expect(screen.queryByText("Invalid email or password")).not.toBeInTheDocument();
});

test("Japanese: the e-mail verification form", async () => {
  await inLanguage("ja", <VerifyEmailForm email="jane@example.com" />);
  expect(screen.getByRole("button", { name: "メールアドレスを確認" })).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "確認コード" })).toBeInTheDocument();
  expect(screen.getByLabelText("6桁中1桁目")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "コードを再送信" })).toBeInTheDocument();
});

test("French: a rate limit says how long to wait, in French", async () => {
  await inLanguage("fr", <LoginForm />);
  const user = userEvent.setup();
  fetchMock.mockResolvedValueOnce({
    ok: false,
    status: 429,
    text: async () =>
      JSON.stringify({
        message: "Too many sign-in attempts. Please try again in 15 minutes.",
        code: "TOO_MANY_SIGN_IN_ATTEMPTS_PLEASE_TRY_AGAIN_IN_15_MINUTES",
        retryAfter: 900,
      }),
  });
  await user.type(screen.getByLabelText("E-mail"), "jane@example.com");
  await user.type(screen.getByLabelText("Mot de passe"), "wrong-password");
  await user.click(screen.getByRole("button", { name: "Se connecter" }));
  expect(
    (await screen.findAllByText("Trop de tentatives. Veuillez réessayer dans 15 minutes.")).length,
  ).toBeGreaterThan(0);
});
