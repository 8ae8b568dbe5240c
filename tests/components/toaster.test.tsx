/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { Providers } from "@/components/providers";

describe("the app's toasts", () => {
  test("several at once are laid out one under another, each readable, at most three", async () => {
    render(<Providers>page</Providers>);
    act(() => {
      toast.success("Address copied to clipboard!");
      toast.error("Failed to delete user");
      toast.success("Notification created");
      toast.success("User verified successfully");
    });
    expect(await screen.findByText("User verified successfully")).toBeInTheDocument();
    const toasts = document.querySelectorAll("[data-sonner-toast]");
    const shown = [...toasts].filter((t) => t.getAttribute("data-visible") === "true");
    expect(shown).toHaveLength(3);
    // Expanded (not stacked behind the newest): sonner marks each toast it lays out in full.
    for (const t of shown) expect(t).toHaveAttribute("data-expanded", "true");
  });
});
