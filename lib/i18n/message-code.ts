// A stable machine-readable name for an English message: "User not found" -> USER_NOT_FOUND. The API sends it
// as an error's `code` (unless the error names its own); the browser looks the code up in the reader's
// language (messages/<locale>/errors.json, validation.json) and shows the English message when there is none.
export function messageCode(message: string): string {
  return message
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 64)
    .replace(/_+$/, "");
}
