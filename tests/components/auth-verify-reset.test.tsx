/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import VerifyEmailPage from "@/app/(app)/(auth)/verify-email/page";
import { VerifyEmailForm } from "@/components/auth/verify-email-form";

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
const jsonReply = (status: number, body: unknown) => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => JSON.stringify(body),
});

beforeEach(() => {
  fetchMock.mockReset();
  mockPush.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("email verification form (Email verification)", () => {
  test("hides the e-mail field when the link carries a valid address", () => {
    render(<VerifyEmailForm email="jane@example.com" />);
    expect(screen.queryByLabelText("Email Address")).not.toBeInTheDocument();
  });

  test("names neither address and asks for it when ?email= is repeated", async () => {
    const searchParams = Promise.resolve({ email: ["jane@example.com", "mallory@example.com"] });
    render(await VerifyEmailPage({ searchParams }));
    expect(screen.getByLabelText("Email Address")).toHaveValue("");
    expect(screen.queryByText(/example\.com/)).not.toBeInTheDocument();
  });

  test("shows the e-mail field, prefilled, when ?email= is not a valid address, and reports its error", async () => {
    const user = userEvent.setup();
    render(<VerifyEmailForm email="foo" />);
    const field = screen.getByLabelText("Email Address");
    expect(field).toHaveValue("foo");
    await user.type(screen.getAllByRole("textbox")[1], "123456");
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "jane@example.com");
    fetchMock.mockResolvedValueOnce(jsonReply(200, { message: "Email verified" }));
    await user.click(screen.getByRole("button", { name: "Verify Email" }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith("/email-verified"));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({
      email: "jane@example.com",
      code: "123456",
    });
    // Leaving for the verified page: the button keeps its busy label.
    expect(screen.getByRole("button", { name: "Verifying..." })).toBeDisabled();
  });
});

describe("reset password form (Reset password)", () => {
  async function failOnce() {
    fetchMock.mockResolvedValueOnce(jsonReply(400, { message: "Invalid or expired token" }));
    const user = userEvent.setup();
    render(<ResetPasswordForm token="abc" />);
    await user.type(screen.getByLabelText("New Password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm Password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    await screen.findByText(/The link may have expired/);
    return user;
  }

  test("the 'link may have expired' banner offers the Forgot-password dialog on the login page", async () => {
    await failOnce();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/login?forgot=1",
    );
  });

  test("success is said once, by the green banner (no toast repeats it), before going to sign in", async () => {
    const toastSuccess = jest.spyOn(toast, "success");
    fetchMock.mockResolvedValueOnce(
      jsonReply(200, { message: "Password reset successful! You can now log in." }),
    );
    const user = userEvent.setup();
    render(
      <>
        <ResetPasswordForm token="abc" />
        <Toaster />
      </>,
    );
    await user.type(screen.getByLabelText("New Password"), "new-password-1");
    await user.type(screen.getByLabelText("Confirm Password"), "new-password-1");
    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Password reset successful! You can now log in.",
    );
    expect(screen.getAllByText(/Password reset successful/)).toHaveLength(1);
    expect(toastSuccess).not.toHaveBeenCalled();
    toastSuccess.mockRestore();
  });

  test("the banner clears as soon as a field is edited", async () => {
    const user = await failOnce();
    await user.type(screen.getByLabelText("Confirm Password"), "x");
    expect(screen.queryByText(/The link may have expired/)).not.toBeInTheDocument();
  });
});
