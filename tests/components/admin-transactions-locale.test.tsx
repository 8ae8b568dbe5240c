/** @jest-environment jsdom */
// The back office's transaction cards write the details the platform stored as a code in the administrator's
// language (German, Japanese), amounts the locale's way; details an administrator typed, and every detail for
// an English reader, show exactly as stored.
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { AdminDashboardProvider } from "@/components/admin/admin-dashboard-context";
import { TransactionsSection } from "@/components/admin/sections/transactions/transactions-section";
import type { Locale } from "@/i18n/config";
import { loadMessages } from "@/i18n/messages";
import { ADMIN_SECTION_TEXTS, NAMESPACES } from "@/i18n/namespaces";
import type { SessionUser } from "@/lib/hooks/use-session";
import { transactionDetails } from "@/lib/transactions/transaction-details";
import { goTo } from "../helpers/navigation";
import { mockApi, ok } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

const admin: SessionUser = {
  id: 1,
  name: "Ada Admin",
  email: "admin@apex.local",
  role: "ADMIN",
  isVerified: true,
};

const tx = (id: number, over: Record<string, unknown>) => ({
  id,
  type: "CREDIT_BITCOIN",
  asset: "BITCOIN",
  amount: 0.5,
  assetAmount: 0.5,
  status: "COMPLETED",
  date: "2026-03-02T10:15:00.000Z",
  userId: 7,
  user: { id: 7, name: "Jane Doe", email: "jane@example.com", phone: "+15550100" },
  name: "Jane Doe",
  phone: "+15550100",
  planName: null,
  usdEquivalent: 58257.5,
  isAdminTransaction: true,
  updatedAt: "2026-03-02T10:15:00.000Z",
  ...over,
});

const subscribed = transactionDetails("SUBSCRIBED", {
  plan: "Gold",
  amount: "1234.5",
  asset: "USDT",
  price: "1",
});
const withdrawal = transactionDetails("WITHDRAWAL_REQUESTED", {
  request: 12,
  address: "0xAbC",
  network: "Ethereum Network",
});
const credit = transactionDetails("ADMIN_CREDIT", {});
const deposit = transactionDetails("DEPOSIT_RECEIVED", {
  amount: "2500.25",
  asset: "USDT",
  network: "Tron Network",
});
const forfeit = transactionDetails("REDEEMED_FORFEIT", { plan: "Ether Fixed", forfeited: "0.03" });

async function renderIn(locale: Locale) {
  goTo("/admin/dashboard?section=transactions");
  mockApi({
    "GET /api/transactions": ok({
      transactions: [
        tx(1, { ...subscribed, type: "SUBSCRIPTION", asset: "USDT", amount: 1000, status: "ACTIVE" }),
        tx(2, { ...withdrawal, type: "WITHDRAWAL", asset: "ETHEREUM", status: "PENDING" }),
        tx(3, credit),
        tx(4, { ...deposit, type: "DEPOSIT", asset: "USDT" }),
        tx(5, { details: "Bonus for March" }),
        tx(6, { ...forfeit, type: "REDEMPTION", asset: "ETHEREUM", amount: 1.97 }),
      ],
      pagination: { total: 6 },
    }),
    "GET /api/transactions/summary": ok({ transactions: 5, completed: 3, active: 1, totalVolume: "1500.5" }),
  });
  // What the page and the section send the browser (i18n/namespaces.ts).
  const messages = await loadMessages(locale, [...NAMESPACES.admin, ...ADMIN_SECTION_TEXTS.transactions]);
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdminDashboardProvider value={{ admin, navigate: jest.fn() }}>
          <TransactionsSection />
        </AdminDashboardProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  await screen.findAllByRole("article");
  return screen.getAllByRole("article");
}

test("a German administrator reads the platform's details in German, typed ones as typed", async () => {
  const cards = await renderIn("de");
  expect(within(cards[0]).getByText("Gold abonniert: 1.234,5 USDT zu 1 USD")).toBeInTheDocument();
  expect(
    within(cards[1]).getByText("Auszahlungsantrag Nr. 12 an 0xAbC (Ethereum Network)"),
  ).toBeInTheDocument();
  expect(within(cards[2]).getByText("Gutschrift durch den Administrator")).toBeInTheDocument();
  expect(within(cards[3]).getByText("Einzahlung von 2.500,25 USDT über Tron Network")).toBeInTheDocument();
  expect(within(cards[4]).getByText("Bonus for March")).toBeInTheDocument();
  expect(within(cards[5]).getByText("Rücknahme aus Ether Fixed, 0,03 einbehalten")).toBeInTheDocument();
  expect(screen.queryByText(subscribed.details)).toBeNull();
});

test("a Japanese administrator reads them in Japanese", async () => {
  const cards = await renderIn("ja");
  expect(within(cards[0]).getByText("Gold に申し込みました：1,234.5 USDT（単価 1 USD）")).toBeInTheDocument();
  expect(within(cards[1]).getByText("出金申請 #12：送金先 0xAbC（Ethereum Network）")).toBeInTheDocument();
  expect(within(cards[2]).getByText("管理者による入金")).toBeInTheDocument();
  expect(within(cards[3]).getByText("Tron Network で 2,500.25 USDT を入金しました")).toBeInTheDocument();
  expect(within(cards[4]).getByText("Bonus for March")).toBeInTheDocument();
});

test("an English administrator reads exactly the stored English details", async () => {
  const cards = await renderIn("en");
  expect(within(cards[0]).getByText("Subscribed to Gold: 1234.5 USDT at 1 USD")).toBeInTheDocument();
  expect(
    within(cards[1]).getByText("Withdrawal request #12 to 0xAbC (Ethereum Network)"),
  ).toBeInTheDocument();
  expect(within(cards[2]).getByText("Admin credit")).toBeInTheDocument();
  expect(within(cards[3]).getByText("Deposit of 2500.25 USDT on Tron Network")).toBeInTheDocument();
  expect(within(cards[4]).getByText("Bonus for March")).toBeInTheDocument();
  expect(within(cards[5]).getByText("Redeemed from Ether Fixed, 0.03 forfeited")).toBeInTheDocument();
});
