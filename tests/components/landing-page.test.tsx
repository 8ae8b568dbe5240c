/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import MarketingLayout from "@/app/(marketing)/layout";
import LandingPage from "@/app/(marketing)/page";
import { installIntersectionObserver, setReducedMotion } from "./landing-helpers";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
// The layout's provider loads the catalogues on the server; here the test's English provider stands in for it.
jest.mock("@/components/i18n/messages-provider", () => ({
  MessagesProvider: ({ children }: { children: React.ReactNode }) => children,
}));

beforeEach(() => {
  installIntersectionObserver();
  setReducedMotion(false);
  render(
    <MarketingLayout>
      <LandingPage />
    </MarketingLayout>,
  );
});

describe("landing page", () => {
  it("has the spec's sections in order with the navigation anchors", () => {
    const ids = Array.from(document.querySelectorAll("main section[id]")).map((s) => s.id);
    expect(ids).toEqual(["home", "features", "service", "about", "pricing", "wealth", "our-team"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("has the public navigation items, pointing at their sections and pages", () => {
    const nav = screen.getAllByRole("navigation", { name: "Main", hidden: true })[0];
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/#home"],
      ["Service", "/#service"],
      ["About", "/#about"],
      ["Pricing", "/#pricing"],
      ["Company", "/#our-team"],
      ["Contact", "/contact"],
      ["Talk", "/talk-to-sales"],
    ]);
    const header = screen.getByRole("banner");
    expect(within(header).getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", "/login");
    expect(within(header).getAllByRole("link", { name: "Get Started" })[0]).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  it("sends TRY FOR FREE to /signup and FIND YOUR PLAN to the pricing section", () => {
    const hero = document.getElementById("home")!;
    expect(within(hero).getByRole("link", { name: /TRY FOR FREE/ })).toHaveAttribute("href", "/signup");
    expect(within(hero).getByRole("link", { name: "FIND YOUR PLAN" })).toHaveAttribute("href", "#pricing");
  });

  it("shows six feature cards with the spec's feature stats", () => {
    const features = document.getElementById("features")!;
    expect(within(features).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    for (const stat of ["240%", "$50K+", "99.9%", "< 3 min"])
      expect(within(features).getByText(stat)).toBeInTheDocument();
  });

  it("prices Free, Pro and Business+ as the spec does, every button to /signup", () => {
    const pricing = document.getElementById("pricing")!;
    const cards = within(pricing)
      .getAllByRole("listitem")
      .filter((li) => li.querySelector("h3"));
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Free",
      "Pro",
      "Business+",
    ]);
    expect(within(cards[0]).getByText("$0")).toBeInTheDocument();
    expect(within(cards[0]).getByText("Portfolios up to $10,000")).toBeInTheDocument();
    expect(within(cards[1]).getByText("$7.25")).toBeInTheDocument();
    expect(within(cards[1]).getByText("MOST POPULAR")).toBeInTheDocument();
    expect(within(cards[1]).getByText("Billed annually.")).toBeInTheDocument();
    expect(within(cards[2]).getByText("$12.50")).toBeInTheDocument();
    const buttons = cards.map((c) => within(c).getByRole("link"));
    expect(buttons.map((b) => b.textContent?.split(" with ")[0])).toEqual([
      "TRY FOR FREE",
      "TRY FOR FREE",
      "CONTACT SALES",
    ]);
    for (const b of buttons) expect(b).toHaveAttribute("href", "/signup");
  });

  it("introduces four team members with portraits of known size (no layout shift)", () => {
    const team = document.getElementById("our-team")!;
    const members = within(team).getAllByRole("listitem");
    expect(members).toHaveLength(4);
    for (const m of members) {
      const img = within(m).getByRole("img");
      expect(img).toHaveAttribute("width", "112");
      expect(img).toHaveAttribute("height", "112");
    }
  });

  it("ends with the footer: four columns, the newsletter box, legal links and the 2025 copyright", () => {
    const footer = screen.getByRole("contentinfo");
    for (const title of ["PRODUCT", "COMPANY", "RESOURCES", "EXTRAS"]) {
      expect(within(footer).getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(within(footer).getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(within(footer).getByRole("button", { name: "SUBSCRIBE" })).toBeInTheDocument();
    expect(within(footer).getAllByRole("link", { name: /Privacy/ })[0]).toHaveAttribute("href", "/privacy");
    expect(within(footer).getAllByRole("link", { name: /Terms/ })[0]).toHaveAttribute("href", "/terms");
    expect(within(footer).getByText("© 2025 Apex. All rights reserved.")).toBeInTheDocument();
  });

  it("opens the mobile menu from its button and closes it with Escape", async () => {
    const user = userEvent.setup();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(within(panel).getByRole("link", { name: "Talk" })).toHaveAttribute("href", "/talk-to-sales");
    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(panel).not.toBeVisible();
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    // Focus was inside the panel that just hid: it goes back to the toggle, not to <body>.
    expect(toggle).toHaveFocus();
  });

  it("thanks newsletter subscribers without sending anything", async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    const footer = screen.getByRole("contentinfo");
    await user.type(within(footer).getByLabelText("Email address"), "reader@example.com");
    await user.click(within(footer).getByRole("button", { name: "SUBSCRIBE" }));
    expect(within(footer).getByRole("status")).toHaveTextContent(
      "Thanks! Our newsletter is launching soon — we'll announce it here.",
    );
    expect(within(footer).getByRole("status")).not.toHaveTextContent(/on the list|subscribed/i);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
