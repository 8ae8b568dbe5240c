// The identity verification journey: an investor verifies their identity with the three-step wizard and
// real images, sees "under review"; the administrator opens the queue, views the images and the details,
// approves; the investor's caution banner is gone and the bell has the notification. axe on the wizard and
// the review view.
import { deflateSync } from "node:zlib";
import { expect, test } from "./fixtures";

/** A real PNG (solid colour, `size` px square), made here so the journey ships no binary fixture. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb))),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function choose(page: import("@playwright/test").Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

test("an investor submits identity documents and an administrator approves them", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
}) => {
  test.setTimeout(240_000);
  await api.signedInInvestor(page, { name: "Katherine Johnson" });
  await page.goto("/dashboard");
  await expect(page.getByText(/You need to verify your account/)).toBeVisible();
  await page.getByRole("link", { name: "Let's get started!" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Identity Verification" })).toBeVisible();
  await checkA11y(page, "kyc start");
  await page.getByRole("button", { name: "Start Verification" }).click();

  const wizard = page.getByRole("dialog", { name: "Identity Verification" });
  await expect(wizard.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "33");
  await expect(wizard.getByRole("button", { name: "Previous" })).toBeDisabled();
  await wizard.getByRole("button", { name: "Next" }).click();
  await expect(wizard.getByText("First name is required")).toBeVisible();
  await checkA11y(page, "kyc wizard, step 1 with errors");
  await wizard.getByLabel("First Name").fill("Katherine");
  await wizard.getByLabel("Last Name").fill("Johnson");
  await wizard.getByLabel("SSN").fill("123456789");
  await wizard.getByLabel("City").fill("Hampton");
  await wizard.getByLabel("Phone").fill("2025550143");
  await choose(page, "Gender", "Female");
  await wizard.getByLabel("Address").fill("1 Langley Blvd");
  await wizard.getByLabel("State/Province").fill("VA");
  await wizard.getByLabel("ZIP/Postal Code").fill("23665");
  await wizard.getByLabel("Date of Birth").fill("1970-08-26");
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "67");
  await wizard.getByLabel("Account Holder Name").fill("Katherine Johnson");
  await wizard.getByLabel("Bank Name").fill("First Federal");
  await wizard.getByLabel("Account Number").fill("000123456789");
  await wizard.getByLabel("Routing Number").fill("021000021");
  await wizard.getByLabel("Bank Branch").fill("Hampton");
  await wizard.getByRole("button", { name: "Next" }).click();

  await expect(wizard.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await choose(page, "Document Type", "Passport");
  const image = (name: string, rgb: [number, number, number]) => ({
    name,
    mimeType: "image/png",
    buffer: png(24, rgb),
  });
  await wizard.getByLabel("Front of ID").setInputFiles(image("front.png", [200, 30, 30]));
  await wizard.getByLabel("Back of ID").setInputFiles(image("back.png", [30, 200, 30]));
  await wizard.getByLabel("Photo Holding ID").setInputFiles(image("holding.png", [30, 30, 200]));
  await checkA11y(page, "kyc wizard, documents");
  await shot(page, "investor-kyc-wizard");
  // Nothing secret sits in the browser's draft.
  const draft = await page.evaluate(() => localStorage.getItem("kycFormData") ?? "");
  expect(draft).not.toContain("123456789");
  expect(draft).not.toContain("000123456789");
  expect(draft).not.toContain("021000021");
  // A refusal shows where the investor is looking: beside Submit, in view, not above the scrolled-away
  // fields (the server's 503 once went unseen there). The next Submit goes through.
  const UNAVAILABLE = "This feature is not available right now. Please try again later.";
  let refused = false;
  await page.route("**/api/kyc", (route) => {
    if (route.request().method() !== "POST" || refused) return route.fallback();
    refused = true;
    return route.fulfill({ status: 503, json: { message: UNAVAILABLE } });
  });
  await wizard.getByRole("button", { name: "Submit" }).click();
  const refusal = wizard.getByRole("alert").filter({ hasText: UNAVAILABLE });
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await expect(wizard.getByRole("button", { name: "Submit" })).toBeInViewport({ ratio: 1 });
  await expect(wizard.getByRole("button", { name: "Submit" })).toHaveAccessibleDescription(UNAVAILABLE);
  await shot(page, "investor-kyc-refused");
  await wizard.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Verification submitted successfully!").first()).toBeVisible();
  await expect(wizard).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText("Verification under review").first()).toBeVisible();
  await shot(page, "investor-kyc-under-review");

  // The administrator reviews and approves.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await api.signInAdmin(adminPage);
  await adminPage.goto("/admin/dashboard?section=kyc");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Identity Verification" })).toBeVisible();
  await adminPage
    .getByRole("button", { name: "Review verification of Katherine Johnson" })
    .filter({ visible: true })
    .first()
    .click();
  const review = adminPage.getByRole("dialog");
  for (const label of ["Front of ID", "Back of ID", "Holding ID photo"]) {
    const img = review.getByRole("img", { name: `${label} submitted by Katherine Johnson` });
    await img.scrollIntoViewIfNeeded();
    // Decoded from the admin-only route: the real 24 px image, not a broken one.
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(24);
  }
  await expect(review).not.toContainText("123456789");
  await review.getByRole("button", { name: "Reveal SSN and account number" }).click();
  await expect(review).toContainText("123456789");
  await checkA11y(adminPage, "kyc review");
  await shot(adminPage, "admin-kyc-review");
  await review.getByRole("button", { name: "Approve verification of Katherine Johnson" }).click();
  await expect(review).toBeHidden();
  await adminContext.close();

  // The investor: banner gone, the panel says verified, the bell has the news.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome back, Katherine Johnson" })).toBeVisible();
  await expect(page.getByText(/You need to verify your account/)).toHaveCount(0);
  await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
  await expect(page.getByText(/verif/i).filter({ visible: true }).first()).toBeVisible();
});
