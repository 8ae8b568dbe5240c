/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  WithdrawalPinForm,
  type WithdrawalPinFormProps,
} from "@/components/investor/pin/withdrawal-pin-form";
import { queryKeys } from "@/lib/query-keys";
import { DIALOG_CREATE_PIN_TEXTS } from "@/lib/validation/withdrawal-pin";
import { fail, mockApi, ok, renderWithClient } from "../helpers/render";

const SET = "POST /api/auth/user/set-withdrawal-pin";
const CHANGE = "POST /api/auth/user/change-withdrawal-pin";

function setup(props: Partial<WithdrawalPinFormProps> & Pick<WithdrawalPinFormProps, "mode">) {
  const onSuccess = jest.fn();
  const onError = jest.fn();
  const user = userEvent.setup();
  const all = {
    successMessage: props.mode === "create" ? "PIN created successfully!" : "PIN changed successfully!",
    onSuccess,
    onError,
    ...props,
  } as WithdrawalPinFormProps;
  const view = renderWithClient(<WithdrawalPinForm {...all} />);
  return { ...view, user, onSuccess, onError };
}

const field = (name: string) => screen.getByLabelText(name, { selector: "input" });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe("withdrawal PIN form, create mode (Settings texts)", () => {
  test.each([
    ["", "", "PIN must be exactly 4 digits"],
    ["12", "12", "PIN must be exactly 4 digits"],
    ["12ab", "12ab", "PIN must contain only numbers"],
  ])("%j / %j gives '%s' and sends nothing", async (pin, confirm, message) => {
    const api = mockApi({ [SET]: ok({ message: "Withdrawal pin set successfully" }) });
    const { user } = setup({ mode: "create" });
    await fill(user, { PIN: pin, "Confirm PIN": confirm });
    await user.click(screen.getByRole("button", { name: "Create PIN" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field("PIN")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toHaveLength(0);
  });

  test("two different entries give 'PINs do not match' on the confirmation", async () => {
    const api = mockApi({});
    const { user } = setup({ mode: "create" });
    await fill(user, { PIN: "1234", "Confirm PIN": "1243" });
    await user.click(screen.getByRole("button", { name: "Create PIN" }));
    expect(await screen.findByText("PINs do not match")).toBeInTheDocument();
    expect(field("Confirm PIN")).toHaveAttribute("aria-invalid", "true");
    expect(api.calls).toHaveLength(0);
  });

  test("the dialog's texts: anything but 4 digits is 'Pin must be 4 digits'", async () => {
    mockApi({});
    const { user } = setup({ mode: "create", texts: DIALOG_CREATE_PIN_TEXTS });
    await fill(user, { PIN: "12a4", "Confirm PIN": "12a4" });
    await user.click(screen.getByRole("button", { name: "Create PIN" }));
    expect(await screen.findByText("Pin must be 4 digits")).toBeInTheDocument();
    expect(screen.queryByText("PIN must contain only numbers")).not.toBeInTheDocument();
  });

  test("sends {pin}, reports the caller's success text, clears itself and marks the PIN as set", async () => {
    const api = mockApi({ [SET]: ok({ message: "Withdrawal pin set successfully" }) });
    const { user, onSuccess, onError, client } = setup({ mode: "create" });
    await fill(user, { PIN: "0427", "Confirm PIN": "0427" });
    await user.click(screen.getByRole("button", { name: "Create PIN" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("PIN created successfully!"));
    expect(api.sent(SET)[0]?.body).toEqual({ pin: "0427" });
    expect(onError).not.toHaveBeenCalled();
    expect(field("PIN")).toHaveValue("");
    expect(client.getQueryData(queryKeys.pinStatus)).toBe(true);
  });

  test("is busy while sending and sends once however often it is pressed", async () => {
    const api = mockApi({ [SET]: { pending: true } });
    const { user } = setup({ mode: "create", submitLabel: "Create PIN", busyLabel: "Creating PIN..." });
    await fill(user, { PIN: "1234", "Confirm PIN": "1234" });
    await user.click(screen.getByRole("button", { name: "Create PIN" }));
    const busy = await screen.findByRole("button", { name: "Creating PIN..." });
    expect(busy).toBeDisabled();
    expect(field("PIN")).toBeDisabled();
    await user.click(busy);
    expect(api.sent(SET)).toHaveLength(1);
  });

  test("the server's message is preferred, else 'Failed to set pin'; its field errors go by the field", async () => {
    mockApi({ [SET]: fail(409, "Withdrawal pin already set. Use change pin instead.") });
    const first = setup({ mode: "create" });
    await fill(first.user, { PIN: "1234", "Confirm PIN": "1234" });
    await first.user.click(screen.getByRole("button", { name: "Create PIN" }));
    await waitFor(() =>
      expect(first.onError).toHaveBeenCalledWith("Withdrawal pin already set. Use change pin instead."),
    );
    first.unmount();

    mockApi({ [SET]: { status: 500, body: {} } });
    const second = setup({ mode: "create" });
    await fill(second.user, { PIN: "1234", "Confirm PIN": "1234" });
    await second.user.click(screen.getByRole("button", { name: "Create PIN" }));
    await waitFor(() => expect(second.onError).toHaveBeenCalledWith("Failed to set pin"));
    second.unmount();

    mockApi({
      [SET]: fail(400, "Pin must be 4 digits", {
        errors: [{ path: "pin", message: "Pin must be 4 digits" }],
      }),
    });
    const third = setup({ mode: "create" });
    await fill(third.user, { PIN: "1234", "Confirm PIN": "1234" });
    await third.user.click(screen.getByRole("button", { name: "Create PIN" }));
    expect(await screen.findByText("Pin must be 4 digits")).toBeInTheDocument();
    expect(field("PIN")).toHaveAttribute("aria-invalid", "true");
    expect(third.onSuccess).not.toHaveBeenCalled();
  });
});

describe("withdrawal PIN form, change mode", () => {
  const valid = { "Current PIN": "1234", "New PIN": "5678", "Confirm New PIN": "5678" };
  test.each([
    [{ ...valid, "Current PIN": "" }, "Current PIN is required"],
    [{ ...valid, "Current PIN": "12" }, "Current PIN must be exactly 4 digits"],
    [{ ...valid, "Current PIN": "12x4" }, "PIN must contain only numbers"],
    [{ ...valid, "New PIN": "", "Confirm New PIN": "" }, "New PIN must be exactly 4 digits"],
    [{ ...valid, "New PIN": "567", "Confirm New PIN": "567" }, "New PIN must be exactly 4 digits"],
    [{ ...valid, "New PIN": "56a8", "Confirm New PIN": "56a8" }, "PIN must contain only numbers"],
    [{ ...valid, "Confirm New PIN": "5679" }, "New PINs do not match"],
  ])("%j gives '%s' and sends nothing", async (values, message) => {
    const api = mockApi({});
    const { user } = setup({ mode: "change" });
    await fill(user, values);
    await user.click(screen.getByRole("button", { name: "Change PIN" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test("sends {currentPin, newPin} and reports 'PIN changed successfully!'", async () => {
    const api = mockApi({ [CHANGE]: ok({ message: "PIN changed successfully!" }) });
    const { user, onSuccess } = setup({ mode: "change", submitLabel: "Update PIN" });
    await fill(user, valid);
    await user.click(screen.getByRole("button", { name: "Update PIN" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith("PIN changed successfully!"));
    expect(api.sent(CHANGE)[0]?.body).toEqual({ currentPin: "1234", newPin: "5678" });
    expect(field("Current PIN")).toHaveValue("");
  });

  test("the server's message is preferred, else 'Failed to update PIN'", async () => {
    mockApi({ [CHANGE]: fail(400, "Current PIN is incorrect") });
    const first = setup({ mode: "change" });
    await fill(first.user, valid);
    await first.user.click(screen.getByRole("button", { name: "Change PIN" }));
    await waitFor(() => expect(first.onError).toHaveBeenCalledWith("Current PIN is incorrect"));
    first.unmount();

    mockApi({ [CHANGE]: { status: 502, body: "Bad gateway" } });
    const second = setup({ mode: "change" });
    await fill(second.user, valid);
    await second.user.click(screen.getByRole("button", { name: "Change PIN" }));
    await waitFor(() => expect(second.onError).toHaveBeenCalledWith("Failed to update PIN"));
  });
});
