// Browser APIs jsdom lacks, faked so the landing page's islands can be driven from tests.
type Callback = (
  entries: Array<Pick<IntersectionObserverEntry, "isIntersecting" | "intersectionRatio">>,
) => void;

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(el: Element) {
    this.elements.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed element as `ratio` visible. */
  reveal(ratio: number) {
    if (!this.disconnected) this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  Object.defineProperty(globalThis, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** Makes `prefers-reduced-motion: reduce` match (or not). */
export function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}
