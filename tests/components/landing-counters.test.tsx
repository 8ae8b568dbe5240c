/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { STATS } from "@/components/landing/content";
import { useCounterStats } from "@/components/landing/numbers";
import { StatsCounters } from "@/components/landing/stats-counters";
import { FakeIntersectionObserver, installIntersectionObserver, setReducedMotion } from "./landing-helpers";

const shown = () => screen.getAllByTestId("counter").map((el) => el.textContent);
const FINAL = ["90%", "700M", "5,000+", "156%"];

// The counters with the words their server component writes for them (English, from the tests' provider).
function Counters() {
  return <StatsCounters stats={useCounterStats(STATS)} locale="en-US" />;
}

function renderCounters() {
  render(<Counters />);
  const [observer] = FakeIntersectionObserver.instances;
  return observer;
}

beforeEach(() => {
  jest.useFakeTimers();
  installIntersectionObserver();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe("landing counters", () => {
  it("show the spec's four stats, with the final figures for screen readers from the start", () => {
    renderCounters();
    expect(shown()).toEqual(["0%", "0M", "0+", "0%"]);
    for (const label of [
      "Customer satisfaction",
      "Daily transactions",
      "Companies on Apex",
      "Performance increase",
    ]) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const figure of FINAL)
      expect(screen.getByText(figure, { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("wait until 30% of them is visible", () => {
    const observer = renderCounters();
    expect(observer.options.threshold).toBe(0.3);
    act(() => observer.reveal(0.1));
    act(() => jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(["0%", "0M", "0+", "0%"]);
  });

  it("start 300 ms after becoming visible and ease out to their targets over 2.5 s", () => {
    const observer = renderCounters();
    act(() => observer.reveal(0.3));
    act(() => jest.advanceTimersByTime(290));
    expect(shown()).toEqual(["0%", "0M", "0+", "0%"]);

    // Half-way through the 2.5 s, an ease-out curve is well past half of each target.
    act(() => jest.advanceTimersByTime(10 + 1250));
    const halfway = shown().map((t) => Number(t!.replace(/[^\d]/g, "")));
    expect(halfway[0]).toBeGreaterThan(45);
    expect(halfway[0]).toBeLessThan(90);
    expect(halfway[2]).toBeGreaterThan(2500);
    expect(halfway[2]).toBeLessThan(5000);

    act(() => jest.advanceTimersByTime(1300));
    expect(shown()).toEqual(FINAL);
  });

  it("run once only", () => {
    const observer = renderCounters();
    act(() => observer.reveal(0.5));
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toEqual(FINAL);
    expect(observer.disconnected).toBe(true);
    act(() => observer.reveal(0));
    act(() => observer.reveal(1));
    act(() => jest.advanceTimersByTime(500));
    expect(shown()).toEqual(FINAL);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
  });

  it("jump straight to the targets for visitors who prefer reduced motion", () => {
    setReducedMotion(true);
    const observer = renderCounters();
    act(() => observer.reveal(0.3));
    expect(shown()).toEqual(FINAL);
  });
});
