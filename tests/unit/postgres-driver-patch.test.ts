// postgres.js 3.4.9 loses a connection for good when it closes with a write pending (its write timer is cleared but
// never reset, so nothing is ever written on it again) and can write to a socket that is gone: after a Postgres
// outage with transactions in flight, calls hung until the connect timeout. patches/postgres+3.4.9.patch fixes
// both, applied by patch-package after every install (package.json "postinstall"). This holds the install to it.
import fs from "node:fs";
import path from "node:path";

// Not require.resolve: the package's "exports" map does not list package.json.
const root = path.resolve(__dirname, "../../node_modules/postgres");

test.each(["src/connection.js", "cjs/src/connection.js"])(
  "the installed driver's %s carries the fix",
  (file) => {
    const source = fs.readFileSync(path.join(root, file), "utf8");
    expect(source).toContain("if (!socket) { nextWriteTimer !== null && clearImmediate(nextWriteTimer)");
    // nextWrite() resets the timer it clears; with the fix terminate() and closed() do too (one such place unpatched).
    expect(source.match(/clearImmediate\(nextWriteTimer\)\n\s+chunk = nextWriteTimer = null/g)).toHaveLength(
      3,
    );
  },
);

test("the patch is for the installed version", () => {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  expect(fs.existsSync(path.resolve(__dirname, `../../patches/postgres+${version}.patch`))).toBe(true);
});
