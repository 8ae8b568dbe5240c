// jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens; component tests that
// pick an option import this once.
for (const name of ["hasPointerCapture", "releasePointerCapture", "setPointerCapture"] as const) {
  if (!Element.prototype[name]) Object.assign(Element.prototype, { [name]: () => false });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
export {};
