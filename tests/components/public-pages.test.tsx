/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import ContactPage, { generateMetadata as contactMetadata } from "@/app/(marketing)/contact/page";
import PrivacyPage from "@/app/(marketing)/privacy/page";
import TalkToSalesPage from "@/app/(marketing)/talk-to-sales/page";
import TermsPage from "@/app/(marketing)/terms/page";
import NotFound from "@/app/not-found";
import marketing from "@/messages/en/marketing.json";

// The pages read their texts on the server; here from the English catalogue, as the server would for English.
jest.mock("next-intl/server", () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: "en", messages: { marketing }, namespace: namespace as never }),
}));
jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
// The forms' provider (an async server component) hands the browser its texts; the test's wrapper has them all.
jest.mock("@/components/i18n/messages-provider", () => ({
  MessagesProvider: ({ children }: { children: React.ReactNode }) => children,
}));

describe("the public pages other than the landing page", () => {
  it("contact: title, intro, the four cards and the form", async () => {
    render(await ContactPage());
    expect(screen.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeInTheDocument();
    for (const card of ["Email & Phone", "Office Address", "Business Hours", "24/7 Support"])
      expect(screen.getByRole("heading", { name: card })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Send Us a Message" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
    expect(await contactMetadata()).toMatchObject({ title: "Contact" });
  });

  it("talk to sales: topics and the sales address", async () => {
    render(await TalkToSalesPage());
    expect(screen.getByRole("heading", { level: 1, name: "Talk to Sales" })).toBeInTheDocument();
    expect(screen.getByText("Treasury and client-fund management")).toBeInTheDocument();
    expect(screen.getByText("sales@apex.finance")).toBeInTheDocument();
  });

  it("privacy and terms: dated, with their sections and a link to the contact page", async () => {
    const { unmount } = render(await PrivacyPage());
    expect(screen.getByText("Last updated January 2025.")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(4);
    expect(screen.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    unmount();
    render(await TermsPage());
    expect(screen.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
  });

  it("not found: says so and leads home", async () => {
    render(await NotFound());
    expect(screen.getByRole("heading", { name: "Oops! Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });
});
