// Identity-verification fixtures: the wizard's fields and small images made here (the magic numbers are
// what the server reads), and a multipart POST /api/kyc the way a browser sends it.
import { POST as submitRoute } from "@/app/api/kyc/route";
import { handle } from "./http";

/** A real 1x1 PNG (transparent pixel). */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
/** JPEG's start-of-image marker and an APP0 header: enough for the server's check. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from("JFIF\0 jpeg fixture"),
]);
export const PDF_BYTES = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
export const GIF_BYTES = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");

export const SSN = "123-45-6789";
export const ACCOUNT_NUMBER = "000123456789";
export const ROUTING_NUMBER = "021000021";

export function kycFields(extra: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: "Jane",
    lastName: "Doe",
    ssn: SSN,
    city: "Springfield",
    phone: "+12025550123",
    gender: "female",
    address: "1 Main Street",
    state: "IL",
    zip: "62701",
    dob: "1990-04-01",
    accountHolderName: "Jane Doe",
    bankName: "First Bank",
    accountNumber: ACCOUNT_NUMBER,
    routingNumber: ROUTING_NUMBER,
    branch: "Downtown",
    documentType: "passport",
    ...extra,
  };
}

export type Upload = { bytes: Uint8Array; name: string; type: string };
export const png = (name = "front.png", bytes: Uint8Array = PNG_1X1): Upload => ({
  bytes,
  name,
  type: "image/png",
});
export const jpeg = (name = "photo.jpg"): Upload => ({ bytes: JPEG_BYTES, name, type: "image/jpeg" });

export function kycFiles(extra: Partial<Record<string, Upload | null>> = {}): Record<string, Upload | null> {
  return { frontId: png("front.png"), backId: jpeg("back.jpg"), holdingId: png("holding.png"), ...extra };
}

export function kycFormData(fields = kycFields(), files = kycFiles()): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    if (file) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

/** POST /api/kyc with a multipart body (fetch's Request sets the boundary). */
export async function submitKyc(token: string, form: FormData = kycFormData()) {
  const req = new Request("http://localhost:3000/api/kyc", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const res = await handle(submitRoute, req);
  return { status: res.status, body: await res.json() };
}
