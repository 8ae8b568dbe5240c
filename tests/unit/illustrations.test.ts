// The landing page's illustrations are images (<img>): their text is drawn with whatever fonts the visitor's
// machine has. A symbol outside plain ASCII (₿, Ξ, ₮) is missing from many of them and shows as an empty box,
// so such symbols are drawn as paths, and text keeps to characters every font has.
import fs from "node:fs";
import path from "node:path";

const DIR = path.resolve(__dirname, "../../public/illustrations");
const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".svg"));

describe("the illustrations' text", () => {
  test("there are illustrations to check", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files)("%s draws its symbols: any <text> is plain ASCII", (file) => {
    const svg = fs.readFileSync(path.join(DIR, file), "utf8");
    const texts = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]);
    for (const text of texts) expect(text).toMatch(/^[\x20-\x7e]*$/);
  });
});
