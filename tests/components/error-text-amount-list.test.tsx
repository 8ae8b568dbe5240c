/** @jest-environment jsdom */
// An error whose params hold a list of amounts (a user who still holds money) reads in the reader's language
// with the amounts and the list written their way, and in English exactly as the server's message.
import { renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { ApiClientError } from "@/lib/api-client";
import { useErrorText } from "@/lib/i18n/use-error-text";

const MESSAGE =
  "User still has a balance (1234.5 BTC, 200 USDT). Reset the balance before deleting the user.";
const body = {
  message: MESSAGE,
  code: "USER_STILL_HAS_BALANCE",
  params: {
    balances: [
      { amount: "1234.5", asset: "BTC" },
      { amount: "200", asset: "USDT" },
    ],
  },
};

async function textIn(locale: Locale) {
  const messages = await loadMessages(locale, ["errors"]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
  const { result } = renderHook(() => useErrorText(), { wrapper });
  return result.current(new ApiClientError(409, MESSAGE, body), "Failed");
}

test("English reads as the server's message", async () => {
  expect(await textIn("en")).toBe(MESSAGE);
});

test("German writes the amounts and the list its own way", async () => {
  expect(await textIn("de")).toBe(
    "Der Benutzer hat noch Guthaben (1.234,5 BTC, 200 USDT). Setzen Sie das Guthaben zurück, bevor Sie den " +
      "Benutzer löschen.",
  );
});

test("Japanese too", async () => {
  expect(await textIn("ja")).toContain("1,234.5 BTC");
});
