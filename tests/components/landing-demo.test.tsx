/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { DemoDashboard } from "@/components/landing/demo-dashboard";
import { DemoPlayer, START_DELAY_MS } from "@/components/landing/demo-player";
import { DEMO_LOOP_MS, DEMO_STEPS, delayAfter, demoStateAt } from "@/components/landing/demo-script";
import { useDemoTexts } from "@/components/landing/demo-texts";
import { setReducedMotion } from "./landing-helpers";

const demo = () => screen.getByTestId("demo-dashboard");
const cursor = () => demo().querySelector("svg.pointer-events-none");

// The player with the words the server writes for it (English, from the tests' provider).
function Player() {
  return <DemoPlayer texts={useDemoTexts()} />;
}

/** Lets the stage's dynamic import of the player settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe("the scripted demo dashboard", () => {
  it("has a timeline that fills exactly one 30 s loop", () => {
    const total = DEMO_STEPS.reduce((sum, _step, i) => sum + delayAfter(i), 0);
    expect(total).toBe(DEMO_LOOP_MS);
    expect(DEMO_LOOP_MS).toBe(30_000);
  });

  it("walks overview -> invest (Premium) -> withdraw (Crypto Wallet, Instant) -> overview", () => {
    const panels = DEMO_STEPS.map((_s, i) => demoStateAt(i).panel);
    expect(panels.filter((p, i) => p !== panels[i - 1])).toEqual([
      "overview",
      "invest",
      "withdraw",
      "overview",
    ]);
    const end = demoStateAt(DEMO_STEPS.length - 1);
    expect(end).toMatchObject({ subscribed: true, method: "crypto", requested: true, toast: null });
    expect(demoStateAt(-1)).toMatchObject({ panel: "overview", subscribed: false, method: null });
  });

  it("plays the loop and starts it over every 30 s", () => {
    render(<Player />);
    expect(demo()).toHaveAttribute("data-panel", "overview");
    act(() => jest.advanceTimersByTime(START_DELAY_MS + 3000));
    expect(demo()).toHaveAttribute("data-panel", "invest");
    expect(screen.getByText("12.8%")).toBeInTheDocument();
    expect(screen.getByText("Min $25,000")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(7000));
    expect(demo()).toHaveAttribute("data-panel", "withdraw");
    expect(screen.getByText("Bank Transfer")).toBeInTheDocument();
    expect(screen.getByText("2-3 days")).toBeInTheDocument();
    expect(screen.getByText("Crypto Wallet")).toBeInTheDocument();
    expect(screen.getByText("Instant")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_500));
    expect(demo()).toHaveAttribute("data-panel", "overview");
    expect(screen.getByText(/Premium plan active/)).toBeInTheDocument();
    // Next loop: 30 s after the first one began, the demo is fresh again.
    act(() => jest.advanceTimersByTime(DEMO_LOOP_MS - 20_500));
    expect(screen.getByText(/Earning interest daily/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    expect(demo()).toHaveAttribute("data-panel", "invest");
  });

  it("pauses while hovered and picks up where it was (WCAG 2.2.2)", () => {
    render(<Player />);
    const figure = demo().closest("figure")!;
    act(() => jest.advanceTimersByTime(START_DELAY_MS + 2000));
    expect(demo()).toHaveAttribute("data-panel", "overview");
    fireEvent.mouseEnter(figure);
    act(() => jest.advanceTimersByTime(DEMO_LOOP_MS * 2));
    expect(demo()).toHaveAttribute("data-panel", "overview");
    fireEvent.mouseLeave(figure);
    act(() => jest.advanceTimersByTime(1000));
    expect(demo()).toHaveAttribute("data-panel", "invest");
  });

  it("is hidden from assistive technology but described by a caption", () => {
    render(<DemoDashboard />);
    expect(demo()).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText(/demonstration of the Apex dashboard/)).toBeInTheDocument();
  });

  it("stays still for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    render(<Player />);
    act(() => jest.advanceTimersByTime(DEMO_LOOP_MS * 2));
    expect(demo()).toHaveAttribute("data-panel", "overview");
  });
});

describe("the demo's stage: the still frame first, the player after idle or first input", () => {
  it("draws the still first frame, with the player's markup, before any script runs", () => {
    const { container } = render(<DemoDashboard />);
    const still = container.innerHTML;
    expect(demo()).toHaveAttribute("data-panel", "overview");
    expect(screen.getByText("$48,250.32")).toBeInTheDocument();
    expect(cursor()).toBeNull();
    // The player's first frame is the same markup: swapping one for the other moves nothing.
    const { container: player } = render(<Player />);
    expect(player.innerHTML).toBe(still);
  });

  it("loads the player once the browser is idle, and the loop plays", async () => {
    render(<DemoDashboard />);
    // jsdom has no requestIdleCallback: the stage's fallback waits 1.5 s.
    act(() => jest.advanceTimersByTime(1499));
    await settle();
    act(() => jest.advanceTimersByTime(START_DELAY_MS + 3000));
    expect(demo()).toHaveAttribute("data-panel", "overview");
    act(() => jest.advanceTimersByTime(1));
    await settle();
    act(() => jest.advanceTimersByTime(START_DELAY_MS + 3000));
    expect(demo()).toHaveAttribute("data-panel", "invest");
  });

  it("loads the player at the first input, before the browser is idle", async () => {
    render(<DemoDashboard />);
    fireEvent.pointerDown(window);
    await settle();
    act(() => jest.advanceTimersByTime(START_DELAY_MS + 3000));
    expect(demo()).toHaveAttribute("data-panel", "invest");
  });

  it("never loads the player for visitors who prefer reduced motion", async () => {
    setReducedMotion(true);
    render(<DemoDashboard />);
    fireEvent.pointerDown(window);
    act(() => jest.advanceTimersByTime(DEMO_LOOP_MS * 2));
    await settle();
    act(() => jest.advanceTimersByTime(DEMO_LOOP_MS * 2));
    expect(demo()).toHaveAttribute("data-panel", "overview");
    expect(cursor()).toBeNull();
  });
});
