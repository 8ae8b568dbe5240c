/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { STEPS } from "@/components/landing/content";
import { useStepCycleTexts } from "@/components/landing/how-it-works";
import { StepCycle } from "@/components/landing/step-cycle";
import { setReducedMotion } from "./landing-helpers";

const states = () => screen.getAllByRole("listitem").map((li) => li.getAttribute("data-state"));
const activeTitle = () => {
  const current = screen.getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step");
  return current ? within(current).getByRole("heading").textContent : null;
};

// The cycle with the words its server component writes for it (English, from the tests' provider).
function Cycle() {
  return <StepCycle texts={useStepCycleTexts(STEPS)} />;
}

beforeEach(() => {
  jest.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe("how it works: the step cycle", () => {
  it("lists the four steps in order, the first one active", () => {
    render(<Cycle />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Create your account",
      "Choose your plan",
      "Fund your portfolio",
      "Watch it grow",
    ]);
    expect(states()).toEqual(["active", "upcoming", "upcoming", "upcoming"]);
    expect(screen.queryByText("Wealth Transformation Complete!")).not.toBeInTheDocument();
  });

  it("advances every 15 s and marks finished steps complete", () => {
    render(<Cycle />);
    act(() => jest.advanceTimersByTime(14_999));
    expect(activeTitle()).toBe("Create your account");
    act(() => jest.advanceTimersByTime(1));
    expect(activeTitle()).toBe("Choose your plan");
    expect(states()).toEqual(["complete", "active", "upcoming", "upcoming"]);
    expect(within(screen.getAllByRole("listitem")[0]).getByText("Completed")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(states()).toEqual(["complete", "complete", "active", "upcoming"]);
  });

  it("shows the completion panel once all four are complete, and stays there", () => {
    render(<Cycle />);
    act(() => jest.advanceTimersByTime(45_000));
    expect(activeTitle()).toBe("Watch it grow");
    expect(screen.queryByText("Wealth Transformation Complete!")).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(states()).toEqual(["complete", "complete", "complete", "complete"]);
    expect(screen.getByText("Wealth Transformation Complete!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/signup");
    act(() => jest.advanceTimersByTime(120_000));
    expect(states()).toEqual(["complete", "complete", "complete", "complete"]);
  });

  it("pauses while hovered and resumes with the time the step had left (WCAG 2.2.2)", () => {
    const { container } = render(<Cycle />);
    const root = container.firstElementChild!;
    act(() => jest.advanceTimersByTime(10_000));
    fireEvent.mouseEnter(root);
    act(() => jest.advanceTimersByTime(60_000));
    expect(activeTitle()).toBe("Create your account");
    fireEvent.mouseLeave(root);
    act(() => jest.advanceTimersByTime(4_999));
    expect(activeTitle()).toBe("Create your account");
    act(() => jest.advanceTimersByTime(1));
    expect(activeTitle()).toBe("Choose your plan");
    act(() => jest.advanceTimersByTime(15_000));
    expect(activeTitle()).toBe("Fund your portfolio");
  });

  it("pauses while focus is inside it", () => {
    const { container } = render(<Cycle />);
    const root = container.firstElementChild!;
    fireEvent.focus(root.querySelector("li")!);
    act(() => jest.advanceTimersByTime(60_000));
    expect(activeTitle()).toBe("Create your account");
    fireEvent.blur(root.querySelector("li")!, { relatedTarget: document.body });
    act(() => jest.advanceTimersByTime(15_000));
    expect(activeTitle()).toBe("Choose your plan");
  });

  it("shows the four steps still, without advancing, under reduced motion", () => {
    setReducedMotion(true);
    render(<Cycle />);
    act(() => jest.advanceTimersByTime(120_000));
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(activeTitle()).toBeNull();
    expect(screen.queryByText("Completed")).not.toBeInTheDocument();
    expect(screen.queryByText("Wealth Transformation Complete!")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Your Journey Today" })).toHaveAttribute("href", "/signup");
  });

  it("can be replayed from the keyboard", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Cycle />);
    act(() => jest.advanceTimersByTime(60_000));
    act(() => screen.getByRole("button", { name: "Replay the steps" }).focus());
    await user.keyboard("{Enter}");
    expect(states()).toEqual(["active", "upcoming", "upcoming", "upcoming"]);
    expect(screen.queryByText("Wealth Transformation Complete!")).not.toBeInTheDocument();
    // The focused button went away with the panel: the replay runs rather than staying paused.
    act(() => jest.advanceTimersByTime(15_000));
    expect(activeTitle()).toBe("Choose your plan");
  });
});
