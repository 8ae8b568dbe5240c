/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { Pricing } from "@/components/landing/pricing";
import { Features } from "@/components/landing/features";
import { SiteHeader } from "@/components/marketing/site-header";
import commonDe from "@/messages/de/common.json";
import commonJa from "@/messages/ja/common.json";
import marketingDe from "@/messages/de/marketing.json";
import marketingJa from "@/messages/ja/marketing.json";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);

function inLocale(locale: "de" | "ja", marketing: AbstractIntlMessages) {
  const common = locale === "de" ? commonDe : commonJa;
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={{ common, marketing }} timeZone="UTC">
        {children}
      </NextIntlClientProvider>
    );
  };
}

describe("the landing page in the visitor's language", () => {
  it("writes prices and figures the German way", () => {
    render(
      <>
        <Features />
        <Pricing />
      </>,
      { wrapper: inLocale("de", marketingDe) },
    );
    const pricing = document.getElementById("pricing")!;
    expect(within(pricing).getByText("AM BELIEBTESTEN")).toBeInTheDocument();
    // Intl puts the dollar sign after the amount, with a comma for the cents (no-break space between).
    expect(within(pricing).getByText(/^7,25\s\$$/)).toBeInTheDocument();
    expect(within(pricing).getByText(/^0\s\$$/)).toBeInTheDocument();
    expect(within(pricing).getByText(/^Portfolios bis 10\.000\s\$$/)).toBeInTheDocument();
    const features = document.getElementById("features")!;
    expect(within(features).getByText(/^99,9\s%$/)).toBeInTheDocument();
  });

  it("names the Japanese navigation and keeps a language switcher in the header", () => {
    render(<SiteHeader />, { wrapper: inLocale("ja", marketingJa) });
    expect(screen.getByRole("link", { name: "ログイン" })).toHaveAttribute("href", "/login");
    const switchers = screen.getAllByRole("combobox", { name: "言語", hidden: true });
    // One in the header bar (wide screens), one in the mobile menu.
    expect(switchers).toHaveLength(2);
    expect(switchers[0]).toHaveValue("ja");
  });
});
