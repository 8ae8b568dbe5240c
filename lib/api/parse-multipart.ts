// multipart/form-data bodies (file uploads). Request.formData() would buffer a body of any size, so the
// stream is read first under the same cap rules as JSON (lib/api/parse-input.ts: a declared Content-Length
// above the cap is a 413 unread, a streamed body is dropped once it passes the cap) and only the capped
// bytes are handed to the platform's multipart parser.
import { badRequest } from "./errors";
import { readBytes } from "./parse-input";
import { illFormedTextErrors } from "./well-formed-text";

export async function parseMultipart(req: Request, { maxBytes }: { maxBytes: number }): Promise<FormData> {
  const contentType = req.headers.get("content-type") ?? "";
  // Checked before anything is read, so a JSON body (or any other) costs nothing.
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType))
    throw badRequest("Request body must be multipart/form-data");
  const bytes = await readBytes(req, maxBytes);
  let form: FormData;
  try {
    const body = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("Request body is not valid multipart/form-data");
  }
  // The text fields (and every field's name) as in a JSON body; a file's bytes are not text.
  const errors = [...form].flatMap(([name, value]) =>
    illFormedTextErrors({ [name]: typeof value === "string" ? value : "" }),
  );
  if (errors.length > 0) throw badRequest(errors[0].message, { errors });
  return form;
}
