// "Chrome on Windows": the approximate device a session is shown and announced with. A few ordered rules,
// not a full user-agent parser: the label is a hint for the owner ("was that me?"), never a security check,
// and the well-known parser's current major version is AGPL.

// Order matters: most browsers also say "Chrome" and "Safari", so the specific ones are tested first.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|Chromium|CriOS|HeadlessChrome)\//, "Chrome"],
  [/\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

// Android before Linux (its agents say both); iPhone/iPad before macOS (iPads may say "Mac OS X").
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (rules: [RegExp, string][], ua: string) => rules.find(([re]) => re.test(ua))?.[1];

export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}
