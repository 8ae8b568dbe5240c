// Where identity documents live. One small interface: put, get, delete by key. Every image is encrypted
// (AES-256-GCM, bound to its key and content type) before it reaches a backend, so a backend only ever holds
// ciphertext. The default backend is the database's kyc_documents table: every deployment, including a
// host with no disk, keeps the images with one backup. An object-store backend (S3 and the like) would
// implement DocumentBackend and be chosen in documentStore() when volumes grow.
import { eq } from "drizzle-orm";
import { getDb, type Executor } from "@/db/client";
import { kycDocuments } from "@/db/schema";
import type { KycImageType } from "@/lib/validation/kyc";
import { decrypt, encrypt } from "@/lib/security/encryption";

export type StoredDocument = { bytes: Buffer; contentType: KycImageType };

export interface DocumentStore {
  put(key: string, doc: StoredDocument): Promise<void>;
  get(key: string): Promise<StoredDocument | null>;
  delete(key: string): Promise<void>;
}

/** What a backend keeps: opaque ciphertext and the (non-secret) content type. */
export type EncryptedDocument = { data: Buffer; contentType: string };

export interface DocumentBackend {
  put(key: string, doc: EncryptedDocument): Promise<void>;
  get(key: string): Promise<EncryptedDocument | null>;
  delete(key: string): Promise<void>;
}

const context = (key: string, contentType: string) => `document:${key}:${contentType}`;

export function encryptedStore(backend: DocumentBackend): DocumentStore {
  return {
    put: (key, { bytes, contentType }) =>
      backend.put(key, { data: encrypt(bytes, context(key, contentType)), contentType }),
    async get(key) {
      const found = await backend.get(key);
      if (!found) return null;
      return {
        bytes: decrypt(found.data, context(key, found.contentType)),
        contentType: found.contentType as KycImageType,
      };
    },
    delete: (key) => backend.delete(key),
  };
}

/** The kyc_documents table. Given a transaction, the images commit or roll back with their submission. */
export function databaseBackend(exec?: Executor): DocumentBackend {
  const db = async () => exec ?? (await getDb());
  return {
    async put(key, { data, contentType }) {
      await (await db()).insert(kycDocuments).values({ key, contentType, data });
    },
    async get(key) {
      const [row] = await (
        await db()
      )
        .select({ data: kycDocuments.data, contentType: kycDocuments.contentType })
        .from(kycDocuments)
        .where(eq(kycDocuments.key, key));
      return row ?? null;
    },
    async delete(key) {
      await (await db()).delete(kycDocuments).where(eq(kycDocuments.key, key));
    },
  };
}

/** The configured store (today always the database), bound to `exec` when the caller holds a transaction. */
export function documentStore(exec?: Executor): DocumentStore {
  return encryptedStore(databaseBackend(exec));
}

/** A submission's image key: "kyc/<submissionId>/<front|back|holding>". */
export const kycDocumentKey = (submissionId: number, kind: string) => `kyc/${submissionId}/${kind}`;
