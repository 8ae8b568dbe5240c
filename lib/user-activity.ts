// Whether a person is using the page: the session's idle timeout counts people, not an open tab's polling.
// The browser client marks requests made while nobody has touched the page for a minute (or while the tab is
// hidden) with BACKGROUND_HEADER; the server answers them but does not count them as activity. Importing this
// module does nothing: the listeners go on at the first request.

export const BACKGROUND_HEADER = "x-apex-background";
/** No key, pointer or scroll for this long, and the page counts as unattended. */
export const ATTENDED_FOR_MS = 60_000;

const EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;
let lastInteraction = 0;
let listening = false;

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // A page just opened counts as attended: the person opened it.
  lastInteraction = Date.now();
  const mark = () => {
    lastInteraction = Date.now();
  };
  for (const type of EVENTS) window.addEventListener(type, mark, { capture: true, passive: true });
}

/** True when the request about to go out is not the doing of a person at the page. */
export function pageIsUnattended(now = Date.now()): boolean {
  if (typeof document === "undefined") return false;
  listen();
  return document.visibilityState === "hidden" || now - lastInteraction > ATTENDED_FOR_MS;
}
