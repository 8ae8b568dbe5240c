/** @jest-environment jsdom */
// The sign-up form's referral code: the code a `/signup?ref=CODE` link left is shown and sent as
// `referralCode`; an unknown code comes back as the field's error (the cookie: tests/unit/referral-cookie.test.ts).
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignupForm } from "@/components/auth/signup-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    prefetch: jest.fn(),
    back: jest.fn(),
    refresh: jest.fn(),
  }),
}));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test("the form shows the code it was given and sends it; an unknown code is the field's error", async () => {
  fetchMock.mockResolvedValue({
    ok: false,
    status: 400,
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => ({
      message: "This referral code does not exist",
      errors: [{ path: "referralCode", message: "This referral code does not exist" }],
    }),
    text: async () =>
      JSON.stringify({
        message: "This referral code does not exist",
        errors: [{ path: "referralCode", message: "This referral code does not exist" }],
      }),
  });
  render(<SignupForm referralCode="ADA7KQ2M9X" />);
  const user = userEvent.setup();
  expect(screen.getByLabelText("Referral code (optional)")).toHaveValue("ADA7KQ2M9X");
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste("Full Name", "Jane Doe");
  await paste("Email Address", "jane@example.com");
  await user.type(screen.getByLabelText("Phone Number"), "2015550123");
  await paste("Password", "Sup3rSecret!");
  await paste("Confirm Password", "Sup3rSecret!");
  await user.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ referralCode: "ADA7KQ2M9X" });
  expect(await screen.findAllByText("This referral code does not exist")).not.toHaveLength(0);
});
