// Administrator roles and the two-person rule, from the back office: the owner (the seeded administrator) invites
// a finance and a support administrator; each accepts from the e-mail, chooses a password and signs in at the
// admin login. Support sees no money action on an investor; finance proposes a credit, which waits for a second
// administrator; the owner approves it in "Awaiting Second Approval", the investor is credited once, and the audit
// trail has both steps. At the end the owner removes both, so a re-run on the same server starts as it found it.
//
// Runs in a project of its own (roles, desktop only) after every other journey: while a second administrator
// exists, every credit anywhere waits for approval (playwright.config.ts).
import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e-env";
import { expect, openFromSidebar, test, uniqueEmail, type Mail } from "./fixtures";

const PASSWORD = "Second-Pair-Of-Eyes-42";

type Invitee = { name: string; email: string; role: "Finance" | "Support" };

/** The one-time link of an invitation e-mail, as a path on this server. */
function invitationPath(mail: Mail): string {
  const match = mail.text.match(/https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]+/);
  if (!match) throw new Error(`no invitation link in "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** A page of its own (the viewport of `like`): one administrator per browser context. */
async function newPage(browser: Browser, like: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: like.viewportSize()!, hasTouch: true });
  return context.newPage();
}

test("the owner invites finance and support administrators; a credit finance proposes waits for the owner's approval", async ({
  page,
  browser,
  api,
  checkA11y,
  shot,
  latestMail,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const finance: Invitee = { name: `Fiona Finance ${stamp}`, email: uniqueEmail("finance"), role: "Finance" };
  const support: Invitee = { name: `Sam Support ${stamp}`, email: uniqueEmail("support"), role: "Support" };
  const investor = await api.newInvestor({ name: `Grace Hopper ${stamp}` });
  const investorContext = await browser.newContext();
  const investorPage = await investorContext.newPage();
  await api.signIn(investorPage, investor);
  const btcBalance = async () => {
    const body = await (await investorPage.request.get("/api/users/balances")).json();
    return body.balances.Bitcoin.bitcoinBalance as number;
  };

  await api.signInAdmin(page);
  const others: Page[] = [];
  try {
    // Administrators: invite both, each with their role.
    await page.goto("/admin/dashboard?section=admins");
    await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
    for (const who of [finance, support]) {
      await page.getByRole("button", { name: "Invite administrator" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite an administrator" });
      await dialog.getByLabel("Name").fill(who.name);
      await dialog.getByLabel("E-mail").fill(who.email);
      await dialog.getByRole("combobox", { name: "Role" }).click();
      await page.getByRole("option", { name: who.role, exact: true }).click();
      await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveText(who.role);
      if (who === finance) {
        await expect(dialog.getByText("Credits, resets, withdrawals, interest and plans.")).toBeVisible();
        await checkA11y(page, "Invite an administrator");
        await shot(page, "admin-roles-invite");
      }
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(`Invitation sent to ${who.email}`).first()).toBeVisible();
      await expect(page.getByText(who.name).filter({ visible: true }).first()).toBeVisible();
    }
    await expect(page.getByText("Invited").filter({ visible: true }).first()).toBeVisible();
    await checkA11y(page, "Administrators");
    await shot(page, "admin-roles-administrators");

    // Each accepts from the e-mail, chooses a password and signs in at the admin login.
    const sessions: Record<Invitee["role"], Page> = {} as Record<Invitee["role"], Page>;
    for (const who of [finance, support]) {
      const mail = await latestMail(who.email, { subject: /invited to the Apex back office/ });
      expect(mail.text).toContain(who.role);
      const own = await newPage(browser, page);
      others.push(own);
      await own.goto(invitationPath(mail));
      await expect(own.getByRole("heading", { name: "Set up your administrator account" })).toBeVisible();
      if (who === finance) {
        await checkA11y(own, "Set up your administrator account");
        await shot(own, "admin-roles-accept-invitation");
      }
      await own.getByLabel("New Password", { exact: true }).fill(PASSWORD);
      await own.getByLabel("Confirm Password", { exact: true }).fill(PASSWORD);
      await own.getByRole("button", { name: "Create password" }).click();
      await expect(own.getByText("Your administrator account is ready.", { exact: false })).toBeVisible();
      await expect(own).toHaveURL(/\/admin\/login$/);
      await own.getByLabel("Email", { exact: true }).fill(who.email);
      await own.getByLabel(/^password/i).fill(PASSWORD);
      await own.getByRole("button", { name: "Sign in to Admin Portal" }).click();
      await expect(own).toHaveURL(/\/admin\/dashboard/);
      await expect(own.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
      sessions[who.role] = own;
    }
    // Both accepted: ACTIVE (the other project's run may have invitations of its own still open).
    const { admins } = (await (await page.request.get("/api/admin/admins")).json()) as {
      admins: { email: string; status: string; role: string }[];
    };
    expect(admins.filter((a) => a.email === finance.email || a.email === support.email)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: finance.email, status: "ACTIVE", role: "FINANCE" }),
        expect.objectContaining({ email: support.email, status: "ACTIVE", role: "SUPPORT" }),
      ]),
    );

    // Support reads the investor but has no money action on them (nor verify or delete).
    const supportPage = sessions.Support;
    await openFromSidebar(supportPage, "Users Management");
    await supportPage.getByPlaceholder("Search by name, email or phone").fill(investor.email);
    await expect(supportPage.getByText("Showing 1 to 1 of 1 users")).toBeVisible();
    await expect(
      supportPage.getByRole("button", { name: `Balances of ${investor.name}` }).filter({ visible: true }),
    ).toHaveCount(1);
    for (const action of ["Credit", "Reset balance of", "Withdrawal limits of", "Delete", "Verify"]) {
      await expect(supportPage.getByRole("button", { name: `${action} ${investor.name}` })).toHaveCount(0);
    }
    await checkA11y(supportPage, "Users Management (support)");
    await shot(supportPage, "admin-roles-support-users");
    // Nor does support open the audit trail, even by its address.
    await supportPage.goto("/admin/dashboard?section=audit");
    await expect(
      supportPage.getByText("Your administrator role does not give access to this section."),
    ).toBeVisible();

    // Finance proposes a credit: the answer says it waits for a second administrator, and nothing is credited.
    const financePage = sessions.Finance;
    const reason = `Goodwill for ticket ${stamp}`;
    await openFromSidebar(financePage, "Users Management");
    await financePage.getByPlaceholder("Search by name, email or phone").fill(investor.email);
    await expect(financePage.getByText("Showing 1 to 1 of 1 users")).toBeVisible();
    await financePage
      .getByRole("button", { name: `Credit ${investor.name}` })
      .filter({ visible: true })
      .click();
    const credit = financePage.getByRole("dialog", { name: "Credit Balance" });
    await credit.getByLabel("Amount").fill("0.5");
    await credit.getByLabel("Reason").fill(reason);
    await credit.getByRole("button", { name: "Credit Balance" }).click();
    await expect(credit).toBeHidden();
    await expect(financePage.getByText("Awaiting a second administrator's approval").first()).toBeVisible();
    await expect(financePage.getByText(/Successfully credited/)).toHaveCount(0);
    await checkA11y(financePage, "Users Management (finance, credit proposed)");
    await shot(financePage, "admin-roles-finance-proposed");
    expect(await btcBalance()).toBe(0);

    // The owner sees who proposed what and why, and approves.
    const queue = (await (await page.request.get("/api/admin/approvals?status=PENDING")).json()) as {
      approvals: { id: number; kind: string; user: { email: string } | null }[];
    };
    const proposal = queue.approvals.find((a) => a.kind === "CREDIT" && a.user?.email === investor.email);
    expect(proposal, "the credit waits in the queue").toBeDefined();
    const id = proposal!.id;
    await openFromSidebar(page, "Awaiting Second Approval");
    const approve = page.getByRole("button", { name: `Approve proposal ${id}` }).filter({ visible: true });
    const row = page.locator("tr, li, [data-card]").filter({ visible: true }).filter({ has: approve }).last();
    await expect(row).toContainText(`Credit #${id}`);
    await expect(row).toContainText("0.5 BTC");
    await expect(row).toContainText(investor.name);
    await expect(row).toContainText(reason);
    await expect(row).toContainText(finance.name);
    await checkA11y(page, "Awaiting Second Approval");
    await shot(page, "admin-roles-approvals");
    await approve.click();
    await expect(page.getByText(`Proposal ${id} approved: the change is made`).first()).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve proposal ${id}` })).toHaveCount(0);
    expect(await btcBalance()).toBe(0.5);
    // The proposer may not decide their own proposal, and a second approval applies nothing more.
    const again = await financePage.request.post(`/api/admin/approvals/${id}/approve`, {
      data: {},
      headers: { origin: E2E_BASE_URL },
    });
    expect(again.ok()).toBe(false);
    expect(await btcBalance()).toBe(0.5);
    // A fresh investor: the credit is their one and only transaction.
    const { transactions } = (await (await investorPage.request.get("/api/users/transactions")).json()) as {
      transactions: unknown[];
    };
    expect(transactions).toHaveLength(1);
    expect(
      (await latestMail(finance.email, { subject: new RegExp(`proposal #${id} was approved`) })).text,
    ).toContain("credit");

    // The audit trail has both steps, and the credit itself.
    await openFromSidebar(page, "Admin Audit Trail");
    await page.getByLabel("Search audit entries").fill(investor.email);
    for (const action of ["Approval Propose", "Approval Approve", "Credit"]) {
      await expect(page.getByText(action, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    }
    await expect(
      page
        .getByText(`Proposed CREDIT #${id}: awaiting a second administrator`, { exact: false })
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await checkA11y(page, "Admin Audit Trail (two steps)");
    await shot(page, "admin-roles-audit");

    // The owner removes both; their sessions end.
    await openFromSidebar(page, "Administrators");
    for (const who of [finance, support]) {
      await page
        .getByRole("button", { name: `Remove ${who.name}` })
        .filter({ visible: true })
        .click();
      const confirm = page.getByRole("alertdialog", { name: `Remove ${who.name}?` });
      await confirm.getByRole("button", { name: "Remove" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(`${who.name} was removed`).first()).toBeVisible();
    }
    expect((await financePage.request.get("/api/user")).status()).toBe(401);
  } finally {
    // Whatever happened above, leave no second administrator behind: the next run's credits would wait.
    const list = await page.request.get("/api/admin/admins");
    if (list.ok()) {
      const { admins } = (await list.json()) as { admins: { id: number; email: string }[] };
      for (const a of admins.filter((x) => x.email === finance.email || x.email === support.email)) {
        await page.request.delete(`/api/admin/admins/${a.id}`, { headers: { origin: E2E_BASE_URL } });
      }
    }
    for (const other of others) await other.context().close();
    await investorContext.close();
  }
});
