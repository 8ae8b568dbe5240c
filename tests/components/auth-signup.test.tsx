/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { SignupForm } from "@/components/auth/signup-form";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: mockPush,
    replace: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    refresh: jest.fn(),
  }),
}));

const fetchMock = jest.fn();

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  fetchMock.mockReset();
  mockPush.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});

async function fillAndSubmit(
  overrides: Partial<Record<"name" | "email" | "phone" | "password" | "confirm", string>> = {},
) {
  const v = {
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "2015550123",
    password: "Sup3rSecret!",
    confirm: "Sup3rSecret!",
    ...overrides,
  };
  render(
    <>
      <SignupForm />
      <Toaster />
    </>,
  );
  const user = userEvent.setup();
  // Pasting keeps the test fast; the phone is typed, as its formatting happens per keystroke.
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  if (v.name) await paste("Full Name", v.name);
  if (v.email) await paste("Email Address", v.email);
  if (v.phone) await user.type(screen.getByLabelText("Phone Number"), v.phone);
  if (v.password) await paste("Password", v.password);
  if (v.confirm) await paste("Confirm Password", v.confirm);
  await user.click(screen.getByRole("button", { name: "Create Account" }));
  return user;
}

const banner = () =>
  screen.queryAllByRole("alert").find((el) => el.tagName === "DIV" && !el.closest("[data-sonner-toaster]"));

describe("sign-up form (Sign-up)", () => {
  test("different passwords: 'Passwords do not match' on Confirm Password, in the banner and a toast; nothing is sent", async () => {
    await fillAndSubmit({ confirm: "Sup3rSecret?" });

    const confirm = screen.getByLabelText("Confirm Password");
    await waitFor(() => expect(confirm).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(confirm.getAttribute("aria-describedby") ?? "")).toHaveTextContent(
      "Passwords do not match",
    );
    expect(banner()).toHaveTextContent("Passwords do not match");
    await waitFor(() => expect(screen.getAllByText("Passwords do not match")).toHaveLength(3));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("the mismatch is reported even when another field is still invalid", async () => {
    await fillAndSubmit({ name: "", confirm: "different-pw" });
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(banner()).toHaveTextContent("Passwords do not match");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("a valid form posts the contract's fields with the phone in E.164, then goes to /verify-email", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      text: async () =>
        JSON.stringify({
          status: 200,
          message: "Account created.",
          createdUser: { id: 3, email: "jane@example.com" },
        }),
    });
    await fillAndSubmit({ email: "Jane@Example.com" });

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/signup");
    expect(JSON.parse(init.body)).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "+12015550123",
      password: "Sup3rSecret!",
      confirmPassword: "Sup3rSecret!",
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/verify-email?email=jane%40example.com"));
    expect(localStorage.getItem("userEmail")).toBe("jane@example.com");
    // Still leaving: the button keeps its busy label instead of flipping back.
    expect(screen.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  });

  test("a taken e-mail (409) is shown next to the e-mail field", async () => {
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      text: async () =>
        JSON.stringify({
          message: "An account with this email already exists",
          errors: [{ path: "email", message: "An account with this email already exists" }],
        }),
    });
    await fillAndSubmit();
    const email = screen.getByLabelText("Email Address");
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")).toHaveTextContent(
      "An account with this email already exists",
    );
    expect(banner()).toHaveTextContent("Please fix the form errors");
    expect(screen.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });
});
