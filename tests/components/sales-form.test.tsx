/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SalesForm } from "@/components/marketing/sales-form";

const THANK_YOU = "Thank you! Your message has been received. Our sales team will contact you shortly.";
const fetchMock = jest.fn();

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SalesForm />);
  const submit = () => user.click(screen.getByRole("button", { name: "Contact Sales" }));
  return { user, submit };
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

describe("talk to sales form", () => {
  it("has Name, Email, an optional Company and a four-row Message", () => {
    setup();
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Company (optional)")).not.toBeRequired();
    expect(screen.getByLabelText("Message")).toHaveAttribute("rows", "4");
  });

  it("requires name, email and message", async () => {
    const { submit } = setup();
    await submit();
    for (const msg of ["Name is required", "Email is required", "Message is required"]) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });

  it("shows the thank-you view without a company and sends nothing", async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Message"), "We manage a small fund and would like a demo.");
    await submit();
    expect(await screen.findByText(THANK_YOU)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Contact Sales" })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail", async () => {
    const { user, submit } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada.example.com");
    await user.type(screen.getByLabelText("Message"), "Hello");
    await submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU)).not.toBeInTheDocument();
  });
});
