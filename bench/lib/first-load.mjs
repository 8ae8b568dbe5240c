// The first-load JavaScript of a page, as the browser received it; shared by the Lighthouse and dashboard benches.
/**
 * The script files `path` itself needs: every `<script src>` of its HTML (not `nomodule`, which modern browsers
 * skip), sized as the browser received them (Resource Timing `encodedBodySize`: gzip from `next start`).
 * Chunks fetched afterwards because a <Link> prefetched another route are listed apart and not counted.
 */
export async function firstLoadScripts(browser, BASE_URL, path, { cookies = [] } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: "networkidle" });
  const html = await response.text();
  const own = new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .filter(([, attrs]) => !/\bnoModule\b/i.test(attrs))
      .map(([, attrs]) => attrs.match(/\bsrc="([^"]+)"/)?.[1])
      .filter(Boolean)
      .map((src) => new URL(src, BASE_URL).pathname),
  );
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => ({
        url: new URL(e.name).pathname,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
  );
  await context.close();
  const byUrl = new Map(loaded.map((e) => [e.url, e]));
  const missing = [...own].filter((url) => !byUrl.has(url));
  if (missing.length)
    throw new Error(`${path}: scripts in the HTML that the browser did not load: ${missing.join(", ")}`);
  const files = [...own].map((url) => byUrl.get(url));
  return {
    path,
    files,
    prefetched: [...byUrl.values()].filter((e) => !own.has(e.url)),
    gzip: files.reduce((s, f) => s + f.encoded, 0),
    raw: files.reduce((s, f) => s + f.decoded, 0),
  };
}
