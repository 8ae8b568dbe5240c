// How mail leaves, and the one place a mailed secret may also reach the log.
type Env = Record<string, string | undefined>;

/**
 * "smtp" through SMTP_URL, or "outbox": each message a JSON file under DATA_DIR/outbox. MAIL_TRANSPORT chooses;
 * unset, SMTP when SMTP_URL is set, else the outbox (a fresh clone has no mail server).
 */
export function mailTransport(vars: Env = process.env): "smtp" | "outbox" {
  const chosen = vars.MAIL_TRANSPORT?.trim().toLowerCase();
  if (chosen === "outbox" || chosen === "smtp") return chosen;
  return vars.SMTP_URL?.trim() ? "smtp" : "outbox";
}

/**
 * Prints a code or link that was just mailed, so a developer without a mail server can sign up from the terminal.
 * Only outside production and only when mail goes to the outbox: a production log is read by more people than the
 * mailbox owner, and kept longer than the code lives.
 */
export function logMailSecretForLocalUse(line: string, vars: Env = process.env): void {
  if (vars.NODE_ENV === "production" || mailTransport(vars) !== "outbox") return;
  console.log(line);
}
