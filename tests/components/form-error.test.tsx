/** @jest-environment jsdom */
// A form's error appears where the person is looking: announced at once and scrolled into
// view, however long the form or dialog above it.
import { render, screen } from "@testing-library/react";
import { FlashMessage } from "@/components/ui/flash-message";
import { FormError } from "@/components/ui/form-error";

let scrolled: jest.SpyInstance;
beforeEach(() => (scrolled = jest.spyOn(Element.prototype, "scrollIntoView")));
afterEach(() => scrolled.mockRestore());

const scrolledTo = () => scrolled.mock.contexts.map((el) => (el as Element).textContent);

test("FormError: nothing without a message; each new message announced and scrolled into view", () => {
  const view = render(<FormError id="e" message={null} />);
  expect(screen.queryByRole("alert")).toBeNull();
  view.rerender(<FormError id="e" message="Could not save" />);
  expect(screen.getByRole("alert")).toHaveTextContent("Could not save");
  expect(scrolledTo()).toEqual(["Could not save"]);
  expect(scrolled).toHaveBeenLastCalledWith({ block: "nearest" });
  view.rerender(<FormError id="e" message="Still failing" />);
  expect(scrolled).toHaveBeenCalledTimes(2);
  expect(scrolledTo()).toEqual(["Still failing", "Still failing"]);
  expect(document.getElementById("e")).toHaveTextContent("Still failing");
});

test("FormError brings the buttons below it into view too, then itself", () => {
  const form = (message: string | null) => (
    <form>
      <FormError message={message} />
      <div>
        <button type="submit">Submit</button>
      </div>
    </form>
  );
  const view = render(form(null));
  view.rerender(form("Could not save"));
  expect(scrolledTo()).toEqual(["Submit", "Could not save"]);
});

test("FlashMessage: an error scrolls into view wherever the banner sits; a success does not move the page", () => {
  const view = render(<FlashMessage flash={{ kind: "success", text: "Saved" }} />);
  expect(screen.getByRole("status")).toHaveTextContent("Saved");
  expect(scrolled).not.toHaveBeenCalled();
  view.rerender(<FlashMessage flash={{ kind: "error", text: "Failed" }} />);
  expect(screen.getByRole("alert")).toHaveTextContent("Failed");
  expect(scrolledTo()).toEqual(["Failed"]);
});
