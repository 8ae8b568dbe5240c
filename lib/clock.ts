// The time the session rules (idle timeout, last-seen writes) are judged at. Tests move it to check a
// 31-minute idle without waiting 31 minutes; everything else reads the real clock.
let offsetMs = 0;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Tests only: from now on, `now()` runs `ms` ahead of (or, negative, behind) the real clock. */
export function setClockOffsetForTests(ms: number): void {
  offsetMs = ms;
}
