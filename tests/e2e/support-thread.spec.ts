// A support ticket's conversation: the investor files a ticket, the administrator answers it in the ticket's
// dialog, the investor hears of it (bell and e-mail), reads the answer in Support and answers back, and the
// administrator sees that answer in the thread. The status follows each turn (Answered, then Open). axe on
// both dialogs; on phones neither the panel nor a dialog scrolls sideways.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const AFTER_NAVIGATION = 30_000;

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  const dialog = page.getByRole("dialog");
  if ((await dialog.count()) > 0)
    expect(
      await dialog.evaluate((el) => el.scrollWidth - el.clientWidth),
      `${what}: the dialog scrolls sideways`,
    ).toBeLessThanOrEqual(0);
}

test("the administrator answers a ticket, the investor reads it and answers back, the administrator sees it", async ({
  page,
  browser,
  api,
  admin,
  checkA11y,
  shot,
  latestMail,
}, testInfo) => {
  test.setTimeout(300_000);
  const project = testInfo.project.name;
  const subject = `Withdrawal pending ${project}-${Date.now().toString(36)}`;
  // One long unbroken word: a thread must wrap it rather than widen the dialog.
  const answer = "We released it today; it should arrive within 24 hours.\nReference: WD-" + "7".repeat(60);
  const followUp = "Thank you, it has arrived. Can I raise my limit?";

  // The investor files a ticket from the Support panel.
  const investorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const investorPage = await investorContext.newPage();
  const investor = await api.newInvestor({ name: "Katherine Johnson" });
  await api.signIn(investorPage, investor);
  await investorPage.goto("/dashboard?panel=support");
  await expect(investorPage.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await investorPage.getByLabel("Subject").fill(subject);
  await investorPage.getByLabel("Message").fill("My withdrawal has been pending for 3 days.");
  await investorPage.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(
    investorPage.getByText("Support ticket submitted successfully! We will get back to you soon.").first(),
  ).toBeVisible();
  const own = (await (await investorPage.request.get("/api/support-ticket")).json()) as {
    tickets: { id: number; subject: string }[];
  };
  const ticketId = own.tickets.find((t) => t.subject === subject)!.id;

  // The administrator opens it, reads the message and answers.
  await api.signInAdmin(page);
  await page.goto("/admin/dashboard?section=support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  const opener = page
    .getByRole("button", { name: `Open ticket ${ticketId}`, exact: true })
    .filter({ visible: true });
  // After a navigation the screen's code and data arrive in the browser; on a loaded machine that took 15 s.
  await expect(opener).toBeVisible({ timeout: AFTER_NAVIGATION });
  await checkA11y(page, "admin Support");
  await opener.click();
  const adminDialog = page.getByRole("dialog", { name: subject });
  const adminThread = adminDialog.getByRole("list", { name: "Conversation" });
  await expect(adminThread.getByRole("listitem")).toHaveCount(1);
  await expect(adminThread).toContainText("Katherine Johnson");
  await expect(adminThread).toContainText("My withdrawal has been pending for 3 days.");
  await adminDialog.getByRole("textbox", { name: "Your reply" }).fill(answer);
  await checkA11y(page, "admin ticket dialog");
  await adminDialog.getByRole("button", { name: "Send Reply" }).click();
  await expect(adminDialog.getByRole("status")).toHaveText("Reply sent");
  await expect(adminThread.getByRole("listitem")).toHaveCount(2);
  await expect(adminThread.getByRole("listitem").nth(1)).toContainText("Support");
  await expect(adminDialog.getByText("Answered", { exact: true })).toBeVisible();
  await expect(adminDialog.getByRole("textbox", { name: "Your reply" })).toHaveValue("");
  await noSidewaysScroll(page, "admin ticket dialog");
  await shot(page, "support-thread-admin-replied");
  await page.keyboard.press("Escape");
  await expect(adminDialog).toBeHidden();

  // The investor is told: a notification in the bell and an e-mail with the answer.
  const mail = await latestMail(investor.email, { subject: new RegExp(`Support #${ticketId}\\]`) });
  expect(mail.subject).toBe(`Re: [Support #${ticketId}] ${subject}`);
  expect(mail.text).toContain(answer);
  await investorPage.goto("/dashboard?panel=support");
  await investorPage.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await expect(investorPage.getByText("Support replied to your ticket").first()).toBeVisible();
  await investorPage.keyboard.press("Escape");

  // In Support the ticket reads Answered with one reply; its conversation has the answer, and a reply box.
  const view = investorPage
    .getByRole("button", { name: `View conversation: ${subject}`, exact: true })
    .filter({ visible: true });
  await expect(view).toBeVisible({ timeout: AFTER_NAVIGATION });
  await expect(investorPage.getByText("1 reply").filter({ visible: true })).toBeVisible();
  await checkA11y(investorPage, "investor Support with an answered ticket");
  await view.click();
  const investorDialog = investorPage.getByRole("dialog", { name: subject });
  const investorThread = investorDialog.getByRole("list", { name: "Conversation" });
  await expect(investorThread.getByRole("listitem")).toHaveCount(2);
  await expect(investorThread.getByRole("listitem").nth(0)).toContainText("You");
  await expect(investorThread.getByRole("listitem").nth(1)).toContainText("Support");
  await expect(investorThread.getByRole("listitem").nth(1)).toContainText("Reference: WD-7777");
  await expect(investorDialog.getByText("Answered", { exact: true })).toBeVisible();
  await noSidewaysScroll(investorPage, "investor ticket dialog");
  await checkA11y(investorPage, "investor ticket dialog");
  await shot(investorPage, "support-thread-investor-reads");

  // The investor answers back, from the keyboard: the ticket is open again.
  await investorDialog.getByRole("textbox", { name: "Your reply" }).fill(followUp);
  await investorPage.keyboard.press("Tab");
  await expect(investorDialog.getByRole("button", { name: "Send Reply" })).toBeFocused();
  await investorPage.keyboard.press("Enter");
  await expect(investorDialog.getByRole("status")).toHaveText("Reply sent");
  await expect(investorThread.getByRole("listitem")).toHaveCount(3);
  await expect(investorThread.getByRole("listitem").nth(2)).toContainText(followUp);
  await expect(investorDialog.getByText("Open", { exact: true })).toBeVisible();
  await shot(investorPage, "support-thread-investor-answered");
  await investorPage.keyboard.press("Escape");
  await expect(view).toBeFocused();
  // Support's inbox hears of the answer.
  const inbox = await latestMail(admin.email, { subject: new RegExp(`Re: \\[Support #${ticketId}\\]`) });
  expect(inbox.text).toContain(followUp);

  // The administrator sees the answer in the thread, and the ticket Open again.
  await page.reload();
  // Every journey's tickets share the list: this ticket's row (a card on phones).
  const row = page.locator("tr, li").filter({ hasText: subject });
  await expect(row.getByText("2 replies").filter({ visible: true })).toBeVisible({
    timeout: AFTER_NAVIGATION,
  });
  await opener.click();
  await expect(adminThread.getByRole("listitem")).toHaveCount(3);
  await expect(adminThread.getByRole("listitem").nth(2)).toContainText(followUp);
  await expect(adminThread.getByRole("listitem").nth(2)).toContainText("Katherine Johnson");
  await expect(adminDialog.getByText("Open", { exact: true })).toBeVisible();
  await checkA11y(page, "admin ticket dialog with the investor's answer");
  await shot(page, "support-thread-admin-sees-answer");
  await investorContext.close();
});
