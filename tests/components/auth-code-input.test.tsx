/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { CodeInput } from "@/components/auth/code-input";

function Harness({ onCode }: { onCode?: (code: string) => void }) {
  const [code, setCode] = useState("");
  return (
    <CodeInput
      value={code}
      onChange={(v) => {
        setCode(v);
        onCode?.(v);
      }}
    />
  );
}

const boxes = () => screen.getAllByRole("textbox") as HTMLInputElement[];

describe("verification code boxes (Email verification)", () => {
  test("renders six single-digit boxes", () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
  });

  test("typing a digit fills the box and moves focus to the next one", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard("4");
    expect(boxes()[0]).toHaveValue("4");
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard("27");
    expect(boxes().map((b) => b.value)).toEqual(["4", "2", "7", "", "", ""]);
    expect(boxes()[3]).toHaveFocus();
  });

  test("letters are ignored and focus stays", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard("a");
    expect(boxes()[0]).toHaveValue("");
    expect(boxes()[0]).toHaveFocus();
  });

  test("Backspace in an empty box moves focus to the previous box", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]);
    await user.keyboard("12");
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(boxes()[1]).toHaveFocus();
    // The box it lands on still holds its digit; a second Backspace clears it.
    expect(boxes()[1]).toHaveValue("2");
    await user.keyboard("{Backspace}");
    expect(boxes()[1]).toHaveValue("");
  });

  test("pasting six digits fills every box", async () => {
    const onCode = jest.fn();
    render(<Harness onCode={onCode} />);
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => " 123-456 " } });
    expect(boxes().map((b) => b.value)).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(onCode).toHaveBeenLastCalledWith("123456");
  });
});
