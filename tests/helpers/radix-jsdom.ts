// jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens; component tests that
// pick an option import this once.
for (const name of ["hasPointerCapture", "releasePointerCapture", "setPointerCapture"] as const) {
  if (!Element.prototype[name]) Object.assign(Element.prototype, { [name]: () => false });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
// Radix Switch (inside a form) measures itself with a ResizeObserver, which jsdom does not have.
if (typeof ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
export {};
