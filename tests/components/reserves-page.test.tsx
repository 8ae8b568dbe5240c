/** @jest-environment jsdom */
// The public /reserves page: its explanations from the catalogue, and the latest snapshot's figures read from
// GET /api/reserves in the browser (coverage per asset, each reserve address signed or not, read or not).
import { render, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import ReservesPage, { generateMetadata } from "@/app/(marketing)/reserves/page";
import marketing from "@/messages/en/marketing.json";

jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: "en", messages: { marketing }, namespace: namespace as never }),
  getLocale: async () => "en",
}));

const sums = {
  USD: "1250.00000000",
  BTC: "0.50000000",
  ETH: "0.00000000",
  USDT: "10.00000000",
  USDC: "0.00000000",
};
const coverage = (liabilities: string, reserves: string, ratio: string | null) => ({
  liabilities,
  reserves,
  ratio,
});

const published = {
  snapshotId: "5f0c6c52-7f53-4c44-9a38-3bde0b1f7c11",
  takenAt: "2026-12-01T00:00:00.000Z",
  root: { hash: "ab".repeat(32), sums },
  leafCount: 1204,
  reserves: [
    {
      network: "ETHEREUM",
      asset: "USDT",
      address: "0xReserve",
      amount: "1500.00000000",
      block: 21000000,
      signed: true,
    },
    { network: "BITCOIN", asset: "BTC", address: "bc1qreserve", amount: null, block: null, signed: false },
  ],
  coverage: {
    USD: coverage("1250.00000000", "1490.00000000", "1.192"),
    BTC: coverage("0.50000000", "0.00000000", "0.0000"),
    ETH: coverage("0.00000000", "0.00000000", null),
    USDT: coverage("10.00000000", "1500.00000000", "150.0000"),
    USDC: coverage("0.00000000", "0.00000000", null),
  },
};

function answer(status: number, body: unknown) {
  global.fetch = jest.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => body,
  })) as unknown as typeof fetch;
}

describe("/reserves", () => {
  test("title and explanations; the latest figures once loaded", async () => {
    answer(200, published);
    render(await ReservesPage());
    expect(screen.getByRole("heading", { level: 1, name: "Proof of Reserves" })).toBeInTheDocument();
    for (const heading of [
      "How to check your balance is counted",
      "What is not published",
      "How USD is covered",
    ])
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    expect(await screen.findByText(published.root.hash)).toBeInTheDocument();
    expect(screen.getByText("1,204")).toBeInTheDocument();
    const usdt = screen.getByRole("row", { name: /USDT/ });
    expect(within(usdt).getByText("15,000%")).toBeInTheDocument();
    expect(within(screen.getByRole("row", { name: /ETH/ })).getByText("Nothing owed")).toBeInTheDocument();
    expect(screen.getByText("1500.00000000 USDT")).toBeInTheDocument();
    expect(screen.getByText("Signed")).toBeInTheDocument();
    expect(screen.getByText("Not read")).toBeInTheDocument();
    expect(screen.getByText("Unsigned")).toBeInTheDocument();
    expect(await generateMetadata()).toMatchObject({ title: "Proof of Reserves" });
  });

  test("before any snapshot: says so", async () => {
    answer(404, { message: "No proof of reserves has been published yet" });
    render(await ReservesPage());
    expect(await screen.findByText("No snapshot has been published yet.")).toBeInTheDocument();
  });
});
