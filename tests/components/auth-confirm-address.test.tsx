/** @jest-environment jsdom */
// /confirm-address?token=…: the e-mail link's page confirms on the investor's click (never on opening), says from
// when the address is usable or why not, and sends a visitor whose session ended to sign in and come back.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmAddressForm } from "@/components/auth/confirm-address-form";
import { formatDateTime } from "@/lib/format";
import { goTo, replacePage } from "../helpers/navigation";
import { fail, mockApi, ok, renderWithClient, type Reply } from "../helpers/render";

jest.mock("next/navigation", () => require("../helpers/navigation").navigationMock);
jest.mock("@/lib/replace-page", () => require("../helpers/navigation").replacePageMock);

const CONFIRM = "POST /api/users/withdrawal-addresses/confirm";
const TOKEN = "tok_3f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c";
const activeAt = new Date(Date.now() + 24 * 3600_000).toISOString();
const confirmed = (at: string | null) =>
  ok({
    message: "Address confirmed. It can be used for withdrawals from …",
    address: { id: 4, label: "Cold", asset: "BITCOIN", status: "COOLING_DOWN", activeAt: at },
  });

function renderPage(reply: Reply | (() => Reply | Promise<Reply>), token = TOKEN) {
  goTo(`/confirm-address?token=${token}`);
  const api = mockApi({ [CONFIRM]: reply });
  const user = userEvent.setup();
  renderWithClient(<ConfirmAddressForm token={token} />);
  return { api, user };
}

beforeEach(() => replacePage.mockClear());

test("nothing is sent on opening; the click sends the token once and says from when it is usable", async () => {
  let answer: (r: Reply) => void = () => {};
  const { api, user } = renderPage(() => new Promise<Reply>((resolve) => (answer = resolve)));
  expect(screen.getByText(/Confirm only if you added this address yourself/)).toBeVisible();
  expect(api.calls).toHaveLength(0);
  await user.click(screen.getByRole("button", { name: "Confirm address" }));
  const busy = await screen.findByRole("button", { name: "Confirming..." });
  expect(busy).toBeDisabled();
  await user.click(busy);
  expect(api.sent(CONFIRM)).toHaveLength(1);
  expect(api.sent(CONFIRM)[0]!.body).toEqual({ token: TOKEN });
  answer(confirmed(activeAt));
  expect(
    await screen.findByText(
      `Address confirmed. It can be used for withdrawals from ${formatDateTime(activeAt)}.`,
    ),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Go to your withdrawal addresses" })).toHaveAttribute(
    "href",
    "/dashboard?panel=settings&tab=addresses",
  );
});

test("without a cool-down left it is usable now", async () => {
  const { user } = renderPage(confirmed(new Date(Date.now() - 1000).toISOString()));
  await user.click(screen.getByRole("button", { name: "Confirm address" }));
  expect(await screen.findByText("Address confirmed. It can be used for withdrawals now.")).toBeVisible();
});

test("an unknown, used or expired link says so in the reader's words", async () => {
  const { user } = renderPage(
    fail(400, "This confirmation link is invalid or has expired", {
      code: "THIS_CONFIRMATION_LINK_IS_INVALID_OR_HAS_EXPIRED",
    }),
  );
  await user.click(screen.getByRole("button", { name: "Confirm address" }));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "This confirmation link is invalid or has expired",
  );
  expect(screen.getByRole("button", { name: "Confirm address" })).toBeEnabled();
});

test("a session that ended meanwhile: sign in, then back to this very link", async () => {
  const { user } = renderPage(fail(401, "Unauthorized"));
  await user.click(screen.getByRole("button", { name: "Confirm address" }));
  await waitFor(() => expect(replacePage).toHaveBeenCalledTimes(1));
  expect(replacePage).toHaveBeenCalledWith(
    `/login?next=${encodeURIComponent(`/confirm-address?token=${TOKEN}`)}`,
  );
});

test("a link without its token sends nothing and says to open the e-mail's link again", () => {
  const { api } = renderPage(ok({}), "");
  expect(screen.getByRole("alert")).toHaveTextContent(
    "This link is incomplete. Open the link from the e-mail again.",
  );
  expect(screen.queryByRole("button", { name: "Confirm address" })).toBeNull();
  expect(api.calls).toHaveLength(0);
});
