"use client";

import { Download } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

export const RECOVERY_CODES_WARNING = "Save these codes now. Each works once; they will not be shown again.";
export const RECOVERY_CODES_FILE = "apex-recovery-codes.txt";

/** The text copied and downloaded: one code a line, with what they are for. */
export const recoveryCodesText = (codes: readonly string[]) =>
  [
    "Apex recovery codes",
    "Use one of these instead of an authenticator code if you lose your phone. Each works once.",
    "",
    ...codes,
    "",
  ].join("\n");

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: "text/plain" }));
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
  return (
    <div className="grid gap-4">
      <Alert variant="warning">{RECOVERY_CODES_WARNING}</Alert>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-md border bg-muted p-4 font-mono text-sm min-[360px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={recoveryCodesText(codes)} label="Copy codes">
          Copy codes
        </CopyButton>
        <Button type="button" variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden />
          Download .txt
        </Button>
      </div>
    </div>
  );
}
