/** @jest-environment jsdom */
// The Invest plan card shows each plan's kind, the asset it is held in, its term and its early-redemption rule.
import { screen, within } from "@testing-library/react";
import { PlanCard } from "@/components/investor/panels/invest/plan-card";
import type { InvestmentPlan } from "@/lib/hooks/use-plans";
import { mockApi, ok, renderWithClient } from "../helpers/render";

const base: InvestmentPlan = {
  id: 1,
  plan: "Basic",
  interestRate: 36.5,
  minimumAmount: 100,
  maximumAmount: 1000,
  totalReturns: 1,
  recommended: false,
  kind: "FIXED",
  asset: "USD",
  earlyRedemption: "PENALTY",
  earlyRedemptionPenaltyPercent: 2.5,
};

function termOf(card: HTMLElement, label: string) {
  const dt = within(card).getByText(label);
  return dt.nextElementSibling?.textContent;
}

beforeEach(() => {
  mockApi({ "GET /api/fx-rates": () => ok({ base: "USD", rates: {} }) });
});

it("shows a fixed USD plan's term in days and its penalty rule", () => {
  renderWithClient(<PlanCard plan={base} subscribed={false} checking={false} onSubscribe={() => {}} />);
  const card = screen.getByRole("article", { name: "Basic" });
  expect(termOf(card, "Type")).toBe("Fixed term");
  expect(termOf(card, "Held in")).toBe("USD");
  expect(termOf(card, "Term")).toBe("10 days");
  expect(termOf(card, "Early redemption")).toBe("2.5% penalty");
});

it("shows a flexible Bitcoin plan in BTC, with no end and no early-redemption rule", () => {
  renderWithClient(
    <PlanCard
      plan={{
        ...base,
        plan: "Flexible",
        kind: "FLEXIBLE",
        asset: "BITCOIN",
        minimumAmount: 0.01,
        maximumAmount: 2,
        totalReturns: 0,
      }}
      subscribed={false}
      checking={false}
      onSubscribe={() => {}}
    />,
  );
  const card = screen.getByRole("article", { name: "Flexible" });
  expect(termOf(card, "Type")).toBe("Flexible");
  expect(termOf(card, "Held in")).toBe("BTC");
  expect(termOf(card, "Minimum Investment")).toBe("0.01 BTC");
  expect(termOf(card, "Term")).toBe("No end, redeem any day");
  expect(within(card).queryByText("Early redemption")).toBeNull();
  expect(within(card).queryByText("Total Returns")).toBeNull();
});
