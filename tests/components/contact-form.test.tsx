/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "@/components/marketing/contact-form";

const SUCCESS = "Message sent successfully! We'll get back to you soon.";
const fetchMock = jest.fn();

// jsdom has no Response; apiFetch reads only ok, status and text().
const jsonResponse = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify(body),
});

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ContactForm />);
  const field = (name: string) => screen.getByLabelText(name);
  const fill = async (values: Partial<Record<"Name" | "Email" | "Subject" | "Message", string>>) => {
    for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  };
  const submit = () => user.click(screen.getByRole("button", { name: "Send Message" }));
  return { user, field, fill, submit };
}

const complete = {
  Name: "Grace Hopper",
  Email: "grace@example.com",
  Subject: "Plans",
  Message: "Can I upgrade later?",
};

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("contact form: Send Us a Message", () => {
  it("requires all four fields and a valid e-mail before sending anything", async () => {
    const { fill, submit, field } = setup();
    await submit();
    for (const msg of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      expect(await screen.findByText(msg)).toBeInTheDocument();
    }
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    await fill({ ...complete, Email: "grace@" });
    await submit();
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("moves focus to the first invalid field on an invalid submit", async () => {
    const { fill, submit, field } = setup();
    await submit();
    await waitFor(() => expect(field("Name")).toHaveFocus());
    await fill({ Name: "Grace Hopper", Subject: "Plans" });
    await submit();
    await waitFor(() => expect(field("Email")).toHaveFocus());
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the trimmed fields to /api/contact, shows the success banner and clears the form", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: SUCCESS }));
    const { fill, submit, field } = setup();
    await fill({ ...complete, Name: "  Grace Hopper " });
    await submit();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Plans",
      message: "Can I upgrade later?",
    });
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    expect(field("Message")).toHaveValue("");
  });

  it("shows the server's reason when the message cannot be sent, and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(503, {
        message: "We couldn't send your message right now. Please try again in a few minutes.",
      }),
    );
    const { fill, submit, field } = setup();
    await fill(complete);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't send your message right now.");
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(field("Message")).toHaveValue("Can I upgrade later?");
  });

  it("says so when the network is down", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { fill, submit } = setup();
    await fill(complete);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Network error. Please check your connection.",
    );
  });

  it("puts the server's field errors next to their fields", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        message: "Subject is too long",
        errors: [{ path: "subject", message: "Subject is too long" }],
      }),
    );
    const { fill, submit, field } = setup();
    await fill(complete);
    await submit();
    await waitFor(() => expect(field("Subject")).toHaveAttribute("aria-invalid", "true"));
    expect(field("Subject")).toHaveAccessibleDescription("Subject is too long");
  });
});
