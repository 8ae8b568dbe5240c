/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { formatPhoneInput, MAX_PHONE_DIGITS } from "@/components/auth/phone-format";
import { PhoneInput } from "@/components/auth/phone-input";

function Harness({ onValue, initial = "" }: { onValue: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setValue(initial)}>
        Reset
      </button>
      <label htmlFor="phone">Phone Number</label>
      <PhoneInput
        id="phone"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </>
  );
}

describe("international phone input (Sign-up)", () => {
  test.each([
    ["+12015550123", /: united states\. change country/i, "(201) 555-0123"],
    ["+442079460958", /: united kingdom\. change country/i, "020 7946 0958"],
  ])(
    "a saved number (%s) opens under its country, formatted; a reset brings it back",
    async (saved, country, shown) => {
      const user = userEvent.setup();
      const onValue = jest.fn();
      render(<Harness onValue={onValue} initial={saved} />);
      expect(screen.getByRole("button", { name: country })).toBeInTheDocument();
      const input = screen.getByLabelText("Phone Number");
      expect(input).toHaveValue(shown);
      expect(onValue).not.toHaveBeenCalled();
      await user.type(input, "9");
      expect(onValue).toHaveBeenLastCalledWith(expect.stringMatching(/9$/));
      await user.click(screen.getByRole("button", { name: "Reset" }));
      expect(input).toHaveValue(shown);
    },
  );

  test("defaults to the US and formats a US number as it is typed, handing the form E.164", async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    expect(
      screen.getByRole("button", { name: /^US \+1: United States\. Change country$/ }),
    ).toBeInTheDocument();
    const input = screen.getByLabelText("Phone Number");
    await user.type(input, "2015550123");
    expect(input).toHaveValue("(201) 555-0123");
    expect(onValue).toHaveBeenLastCalledWith("+12015550123");
  });

  test("stops at 15 digits including the country code", async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText("Phone Number");
    await user.type(input, "20155501239876543210");
    const last = onValue.mock.calls.at(-1)?.[0] as string;
    expect(last.replace(/\D/g, "")).toHaveLength(MAX_PHONE_DIGITS);
    expect((input as HTMLInputElement).value.replace(/\D/g, "")).toHaveLength(MAX_PHONE_DIGITS - 1);
  });

  test("deleting a formatting character removes the digit before it", async () => {
    const user = userEvent.setup();
    render(<Harness onValue={() => undefined} />);
    const input = screen.getByLabelText("Phone Number");
    await user.type(input, "2015");
    expect(input).toHaveValue("(201) 5");
    await user.type(input, "{Backspace}{Backspace}");
    expect((input as HTMLInputElement).value.replace(/\D/g, "")).toBe("20");
  });

  test.each([
    ["US national", "2015550123", "US", "+12015550123"],
    ["UK with trunk prefix", "07911 123456", "GB", "+447911123456"],
    ["typed in international form", "+44 7911 123456", "GB", "+447911123456"],
    ["empty", "", "US", ""],
  ] as const)("%s -> %s", (_case, text, country, e164) => {
    expect(formatPhoneInput(text, country).value).toBe(e164);
  });
});
