/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import type { ReactElement } from "react";
import LoginPage from "@/app/(app)/(auth)/login/page";
import { LoginForm } from "@/components/auth/login-form";

const mockReplacePage = jest.fn();
// Session boundaries leave with a full page load (lib/replace-page.ts), which jsdom cannot perform.
jest.mock("@/lib/replace-page", () => ({ replacePage: (path: string) => mockReplacePage(path) }));
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

type Reply = { status: number; body?: unknown } | "network-down";
const fetchMock = jest.fn();

function reply(r: Reply) {
  if (r === "network-down") return fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
  return fetchMock.mockResolvedValueOnce({
    ok: r.status >= 200 && r.status < 300,
    status: r.status,
    text: async () => (r.body === undefined ? "" : JSON.stringify(r.body)),
  });
}

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
  mockReplacePage.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});

function renderLogin(props: { openForgot?: boolean; returnTo?: string } = {}) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <LoginForm {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Renders the form, fills it in and presses 'Sign in'. */
async function submit(email = "jane@example.com", password = "correct-horse", props = {}) {
  renderLogin(props);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
  return user;
}

const banner = () =>
  screen.queryAllByRole("alert").find((el) => el.tagName === "DIV" && !el.closest("[data-sonner-toaster]"));

describe("sign-in form (Sign-in)", () => {
  test("posts when submitted before its script runs: the password never lands in the address bar", () => {
    const { container } = renderLogin();
    expect(container.querySelector("form")).toHaveAttribute("method", "post");
  });

  test("shows the server's field errors next to the fields with the banner 'Please fix the form errors'", async () => {
    reply({
      status: 400,
      body: {
        message: "Invalid input",
        errors: [{ path: "email", message: "This email looks wrong to the server" }],
      },
    });
    const user = await submit();

    const emailInput = screen.getByLabelText("Email");
    const fieldError = await screen.findByText("This email looks wrong to the server");
    expect(emailInput).toHaveAttribute("aria-invalid", "true");
    expect(emailInput.getAttribute("aria-describedby")).toContain(fieldError.id);
    expect(banner()).toHaveTextContent("Please fix the form errors");

    // Editing the field clears its error and the banner.
    await user.type(emailInput, "m");
    expect(screen.queryByText("This email looks wrong to the server")).not.toBeInTheDocument();
    expect(banner()).toBeUndefined();
    expect(emailInput).not.toHaveAttribute("aria-invalid");
  });

  test("sends the e-mail and password as JSON with the cookie", async () => {
    reply({ status: 401, body: { message: "Invalid email or password" } });
    await submit("Jane@Example.com", "pw-123456");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/signin");
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(init.body)).toEqual({ email: "jane@example.com", password: "pw-123456" });
  });

  test.each([
    [
      "401 with a message",
      { status: 401, body: { message: "Invalid email or password" } },
      "Invalid email or password",
    ],
    ["404 without a message", { status: 404, body: {} }, "Login failed"],
    ["500", { status: 500, body: { message: "boom" } }, "An unexpected error occurred. Please try again."],
    ["no answer", "network-down", "Network error. Please check your connection."],
  ] as const)("%s shows '%s' in the banner and a toast", async (_case, r, text) => {
    reply(r as Reply);
    await submit();
    await waitFor(() => expect(banner()).toHaveTextContent(text));
    // The toast repeats the banner's text.
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  test("a locked account: the message saying how to unlock stays on screen, with an administrator's reason", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      reply({
        status: 403,
        body: {
          message:
            "Your account is locked. To unlock it, reset your password with Forgot password, or contact support.",
          locked: true,
        },
      });
      await submit();
      await waitFor(() => expect(banner()).toHaveTextContent("reset your password with Forgot password"));
      // Past the 5 seconds that clear the ordinary sign-in banner.
      act(() => jest.advanceTimersByTime(6000));
      expect(banner()).toHaveTextContent("Your account is locked.");
      expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  test("an administrator's lock shows the reason the investor is to read", async () => {
    reply({
      status: 403,
      body: {
        message: "Your account has been locked by Apex. Contact support to unlock it.",
        locked: true,
        lockReason: "Suspicious sign-ins",
      },
    });
    await submit();
    await waitFor(() => expect(banner()).toHaveTextContent("locked by Apex"));
    expect(banner()).toHaveTextContent("Reason: Suspicious sign-ins");
  });

  test("an unverified account is sent to the verification page", async () => {
    reply({ status: 403, body: { message: "Please verify your email", needsVerification: true } });
    await submit("jane+x@example.com");
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/verify-email?email=jane%2Bx%40example.com"));
  });

  test("disables the form while signing in, then stores the non-secret flags and replaces the page with /dashboard", async () => {
    let release: (v: unknown) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    await submit();
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByLabelText("Password")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();

    release({
      ok: true,
      status: 200,
      text: async () =>
        JSON.stringify({ message: "ok", user: { id: 7, email: "jane@example.com" }, token: "t" }),
    });
    expect(await screen.findByText("Login successful!")).toBeInTheDocument();
    // During the 1 s wait before the redirect the button keeps its busy label.
    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
    expect(localStorage.getItem("userId")).toBe("7");
    expect(localStorage.getItem("userEmail")).toBe("jane@example.com");
    expect(localStorage.getItem("isLoggedIn")).toBe("yes");
    expect(localStorage.getItem("token")).toBeNull();
    // Replacing the sign-in page's history entry: Back from the dashboard never shows this form again.
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/dashboard"), { timeout: 2000 });
    expect(mockPush).not.toHaveBeenCalled();
  });

  test("'Forgot your password?' opens the dialog with the spec's texts", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Forgot Password?" });
    expect(
      within(dialog).getByText("Enter your email address and we'll send you a password reset link."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send Reset Link" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  test("closing the Forgot-password dialog hands focus back to its opening button", async () => {
    const user = userEvent.setup();
    renderLogin();
    const opener = screen.getByRole("button", { name: "Forgot your password?" });

    await user.click(opener);
    let dialog = await screen.findByRole("dialog", { name: "Forgot Password?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    dialog = await screen.findByRole("dialog", { name: "Forgot Password?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    // Closing itself after a send (success or failure) does the same.
    reply({ status: 200, body: { message: "ok" } });
    await user.click(opener);
    dialog = await screen.findByRole("dialog", { name: "Forgot Password?" });
    await user.type(within(dialog).getByLabelText("Email"), "jane@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  test("an invalid Forgot-password submit focuses the e-mail field", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Forgot your password?" }));
    const dialog = await screen.findByRole("dialog", { name: "Forgot Password?" });
    await user.type(within(dialog).getByLabelText("Email"), "foo");
    await user.click(within(dialog).getByRole("button", { name: "Send Reset Link" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Email")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("/login?forgot=1 (the reset page's 'Request a new link') opens the dialog straight away", async () => {
    renderLogin({ openForgot: true });
    expect(await screen.findByRole("dialog", { name: "Forgot Password?" })).toBeInTheDocument();
  });

  test("a dashboard address followed while signed out is where the sign-in returns", async () => {
    reply({ status: 200, body: { message: "ok", user: { id: 7, email: "jane@example.com" }, token: "t" } });
    await submit(undefined, undefined, { returnTo: "/dashboard?panel=withdrawals" });
    await waitFor(() => expect(mockReplacePage).toHaveBeenCalledWith("/dashboard?panel=withdrawals"), {
      timeout: 2000,
    });
  });
});

describe("the sign-in page's ?next=", () => {
  async function returnToOf(next: string | string[] | undefined) {
    const page = (await LoginPage({ searchParams: Promise.resolve({ next }) })) as ReactElement;
    const found: string[] = [];
    // The page renders the form inside its card: find the form's element and read what it was given.
    const walk = (node: unknown) => {
      if (!node || typeof node !== "object") return;
      const el = node as ReactElement<{ children?: unknown; returnTo?: string }>;
      if (el.type === LoginForm) found.push(String(el.props.returnTo));
      const children = el.props?.children;
      (Array.isArray(children) ? children : [children]).forEach(walk);
    };
    walk(page);
    return found[0];
  }

  test("hands the form a dashboard address, and nothing else", async () => {
    expect(await returnToOf("/dashboard?panel=withdrawals")).toBe("/dashboard?panel=withdrawals");
    for (const next of ["//evil.example", "https://evil.example", "/\\evil.example", "/admin/dashboard"])
      expect(await returnToOf(next)).toBe("undefined");
    expect(await returnToOf(["/dashboard?panel=kyc", "//evil.example"])).toBe("undefined");
    expect(await returnToOf(undefined)).toBe("undefined");
  });
});
