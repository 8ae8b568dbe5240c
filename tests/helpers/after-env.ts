import "@testing-library/jest-dom";

if (typeof window !== "undefined") {
  // The machine is shared and slow at times: give screens a little longer than a second to appear.
  require("@testing-library/react").configure({ asyncUtilTimeout: 5000 });
  // Radix Select measures and captures the pointer; jsdom has neither.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  // sonner keeps its toasts between tests; a pile of them slows every later render.
  afterEach(() => require("sonner").toast.dismiss());
  // user-event waits a macrotask (setTimeout 0) between every two keystrokes and clicks by default, for typing
  // that must interleave with timers; none of ours does, so a test may still ask for a delay itself.
  const userEvent = require("@testing-library/user-event").default;
  const setup = userEvent.setup;
  userEvent.setup = (options?: object) => setup({ delay: null, ...options });
}
