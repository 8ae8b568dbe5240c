"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

export const RECOVERY_CODES_FILE = "apex-recovery-codes.txt";

/** The text copied and downloaded: a title, what the codes are for, then one code a line. */
export const recoveryCodesText = (codes: readonly string[], title: string, hint: string) =>
  [title, hint, "", ...codes, ""].join("\n");

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = RECOVERY_CODES_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The ten one-time recovery codes, shown once right after two-factor sign-in is turned on. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const t = useTranslations("accountSecurity.twoFactor.recovery");
  const text = recoveryCodesText(codes, t("fileTitle"), t("fileHint"));
  return (
    <div className="grid gap-4">
      <Alert variant="warning">{t("warning")}</Alert>
      <ul
        aria-label={t("listLabel")}
        className="grid grid-cols-1 gap-2 rounded-md border bg-muted p-4 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={text} label={t("copy")}>
          {t("copy")}
        </CopyButton>
        <Button type="button" variant="outline" size="sm" onClick={() => download(text)}>
          <Download aria-hidden />
          {t("download")}
        </Button>
      </div>
    </div>
  );
}
