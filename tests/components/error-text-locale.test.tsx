/** @jest-environment jsdom */
// An API refusal whose English text has a figure in it (code + params) reads in the reader's language with
// the figure written their way: a German investor who asks for more than they hold sees the German sentence
// with the available amount as Germans write it; an English one sees the server's message as it came.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { Toaster } from "sonner";
import { InvestorDashboardProvider } from "@/components/investor/investor-dashboard-context";
import { WithdrawalsPanel } from "@/components/investor/panels/withdrawals/withdrawals-panel";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { NAMESPACES } from "@/i18n/namespaces";
import { fail, mockApi, ok } from "../helpers/render";
import "../helpers/radix-jsdom";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const jane = {
  id: 7,
  name: "Jane Doe",
  email: "jane@example.com",
  role: "INVESTOR" as const,
  isVerified: true,
  mainBalance: 0,
};

const LABELS = {
  en: {
    amount: "Amount",
    address: "Wallet Address",
    pin: "Withdrawal PIN",
    submit: "Create Withdrawal Request",
  },
  de: {
    amount: "Betrag",
    address: "Wallet-Adresse",
    pin: "Auszahlungs-PIN",
    submit: "Auszahlung beantragen",
  },
};

const REFUSAL = fail(400, "Insufficient balance. Available: 1234.5 BTC", {
  code: "INSUFFICIENT_BALANCE_AVAILABLE",
  params: { available: "1234.5", asset: "BTC" },
  available: "1234.5",
});

async function refusedWithdrawal(locale: "en" | "de") {
  mockApi({
    "GET /api/users/balances": ok({
      balances: {
        Bitcoin: { bitcoinBalance: 1234.5 },
        Ethereum: { ethereumBalance: 0 },
        Usdt: { usdtBalance: 0 },
        Usdc: { usdcBalance: 0 },
      },
      mainBalance: 0,
    }),
    "GET /api/auth/user/withdrawal-pin-status": ok({ hasPin: true }),
    "GET /api/auth/2fa/status": ok({ enabled: false }),
    "POST /api/withdrawals": REFUSAL,
  });
  const messages = await loadMessages(locale as Locale, NAMESPACES.investor);
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <InvestorDashboardProvider value={{ user: jane, navigate: jest.fn() }}>
          <WithdrawalsPanel />
        </InvestorDashboardProvider>
        <Toaster />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  const labels = LABELS[locale];
  const user = userEvent.setup();
  const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
  await screen.findByLabelText(labels.pin, { selector: "input" });
  await user.type(field(labels.amount), "1");
  await user.type(field(labels.address), "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh");
  await user.type(field(labels.pin), "1234");
  await user.click(screen.getByRole("button", { name: labels.submit }));
  return screen.findByRole("alert");
}

test("German: the German sentence, the amount with a decimal comma and grouped thousands", async () => {
  expect(await refusedWithdrawal("de")).toHaveTextContent("Unzureichendes Guthaben. Verfügbar: 1.234,5 BTC");
});

test("English: the server's message as it came", async () => {
  expect(await refusedWithdrawal("en")).toHaveTextContent("Insufficient balance. Available: 1234.5 BTC");
});
