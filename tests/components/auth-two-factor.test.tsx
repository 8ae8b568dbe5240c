/** @jest-environment jsdom */
// The sign-in code step of /login and /admin/login: the password answer carries a challenge instead of a
// session, and POST /api/auth/signin/2fa with a code finishes the sign-in as a plain sign-in would.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminLoginForm } from "@/components/auth/admin-login-form";
import { LoginForm } from "@/components/auth/login-form";
import { replacePage } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

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
  replacePage.mockReset();
  localStorage.clear();
});

const SIGNIN = "POST /api/auth/signin";
const ADMIN_LOGIN = "POST /api/auth/admin/login";
const SECOND_STEP = "POST /api/auth/signin/2fa";
const CHALLENGE = ok({ twoFactorRequired: true, challenge: "ch-123" });
const SIGNED_IN = ok({
  message: "Login successful!",
  user: { id: 7, email: "jane@example.com" },
  token: "t",
});
const PROMPT = "Enter the 6-digit code from your authenticator app";

type Handler = Reply | { pending: true } | ((body: unknown) => Reply | Promise<Reply>);

async function signIn(routes: Record<string, Handler>, form: "investor" | "admin" = "investor") {
  const api = mockApi(routes);
  const user = userEvent.setup();
  renderWithClient(form === "investor" ? <LoginForm /> : <AdminLoginForm />);
  await user.type(screen.getByLabelText("Email"), "jane@example.com");
  await user.type(screen.getByLabelText("Password"), "correct-horse");
  await user.click(screen.getByRole("button", { name: /^Sign in(?! with a passkey)/ }));
  await screen.findByText(PROMPT);
  return { api, user };
}

const digit = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });

describe("investor sign-in with two-factor authentication", () => {
  test("the password step answers with a challenge: no session yet, the code step takes focus", async () => {
    const { api } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: SIGNED_IN });
    expect(screen.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    expect(digit(1)).toHaveFocus();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(localStorage.getItem("isLoggedIn")).toBeNull();
    expect(api.sent(SECOND_STEP)).toHaveLength(0);
  });

  test("a code finishes the sign-in exactly as a plain one: stored, toast, then /dashboard", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { api, user } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: SIGNED_IN });
      await user.type(digit(1), "123456");
      await user.click(screen.getByRole("button", { name: "Verify" }));
      expect(await screen.findByText("Login successful!")).toBeInTheDocument();
      expect(api.sent(SECOND_STEP)[0].body).toEqual({ challenge: "ch-123", code: "123456" });
      expect(localStorage.getItem("isLoggedIn")).toBe("yes");
      expect(localStorage.getItem("userId")).toBe("7");
      await act(async () => jest.advanceTimersByTime(1000));
      expect(replacePage).toHaveBeenCalledWith("/dashboard");
    } finally {
      jest.useRealTimers();
    }
  });

  test("an incomplete code is not sent", async () => {
    const { api, user } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: SIGNED_IN });
    await user.type(digit(1), "12");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter all 6 digits of the code.");
    expect(api.sent(SECOND_STEP)).toHaveLength(0);
  });

  test("a wrong code shows the server's message, empties the boxes and stays on the step", async () => {
    const { user } = await signIn({
      [SIGNIN]: CHALLENGE,
      [SECOND_STEP]: fail(400, "Invalid authentication code."),
    });
    await user.type(digit(1), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid authentication code.");
    expect(digit(1)).toHaveValue("");
    await waitFor(() => expect(digit(1)).toHaveFocus());
    expect(screen.getByText(PROMPT)).toBeVisible();
  });

  test("busy while the code is checked; a second press sends nothing", async () => {
    const { api, user } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: { pending: true } });
    await user.type(digit(1), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    const busy = screen.getByRole("button", { name: "Verifying..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.sent(SECOND_STEP)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Use a recovery code instead" })).toBeDisabled();
  });

  test("'Use a recovery code instead' sends the typed recovery code", async () => {
    const { api, user } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: SIGNED_IN });
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    expect(screen.getByText("Enter one of your recovery codes")).toBeVisible();
    const input = screen.getByLabelText("Recovery code");
    expect(input).toHaveFocus();
    await user.type(input, "  abcd-efgh-ijkl ");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Login successful!")).toBeInTheDocument();
    expect(api.sent(SECOND_STEP)[0].body).toEqual({ challenge: "ch-123", code: "abcd-efgh-ijkl" });
    expect(screen.getByRole("button", { name: "Use your authenticator app instead" })).toBeInTheDocument();
  });

  test.each([
    ["401", fail(401, "Your sign-in has expired. Please sign in again.")],
    [
      "its code",
      fail(400, "Your sign-in has expired. Please sign in again.", { code: "TWO_FACTOR_CHALLENGE_EXPIRED" }),
    ],
    [
      "400 about the challenge",
      fail(400, "Your sign-in has expired. Please sign in again.", {
        errors: [{ path: "challenge", message: "Your sign-in has expired. Please sign in again." }],
      }),
    ],
  ])("an ended challenge (%s) goes back to the password step with the server's message", async (_, reply) => {
    const { user } = await signIn({ [SIGNIN]: CHALLENGE, [SECOND_STEP]: reply });
    await user.type(digit(1), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    const password = await screen.findByLabelText("Password");
    expect(password).toHaveValue("correct-horse");
    expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com");
    expect(
      (await screen.findAllByText("Your sign-in has expired. Please sign in again.")).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(password).toHaveFocus());
  });

  test("'Back to sign in' returns to the password step", async () => {
    const { user } = await signIn({ [SIGNIN]: CHALLENGE });
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
  });
});

describe("admin sign-in with two-factor authentication", () => {
  test("the same code step, then the admin dashboard", async () => {
    const { api, user } = await signIn(
      {
        [ADMIN_LOGIN]: CHALLENGE,
        [SECOND_STEP]: ok({ message: "Login successful", token: "t", userData: { id: 1 } }),
      },
      "admin",
    );
    await user.type(digit(1), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(replacePage).toHaveBeenCalledWith("/admin/dashboard"));
    expect(api.sent(SECOND_STEP)[0].body).toEqual({ challenge: "ch-123", code: "123456" });
    expect(await screen.findByText("Login successful")).toBeInTheDocument();
  });

  test("an ended challenge shows the server's message above the password form", async () => {
    const { user } = await signIn(
      {
        [ADMIN_LOGIN]: CHALLENGE,
        [SECOND_STEP]: fail(401, "Your sign-in has expired. Please sign in again."),
      },
      "admin",
    );
    await user.type(digit(1), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByLabelText("Password")).toBeInTheDocument();
    expect(
      (await screen.findAllByText("Your sign-in has expired. Please sign in again.")).length,
    ).toBeGreaterThan(0);
  });
});
