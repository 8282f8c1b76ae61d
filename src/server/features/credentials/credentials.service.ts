import { randomUUID } from 'node:crypto';
import {
  isCredentialFileType,
  MAX_CREDENTIAL_BYTES,
  uploadDateProblem,
  uploadDateOf,
} from '#shared/domain/credentials.ts';
import { torontoDay } from '#shared/domain/toronto-time.ts';
import { fileLabel } from '#shared/images.ts';
import { CredentialUploadFields, type CredentialView } from '#shared/schemas/credentials.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError } from '../../app-error.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/sessions.ts';
import { detectType } from '../../integrations/images/detect-type.ts';
import { PRIVATE_FOLDER, type StoredFile } from '../../integrations/storage/storage.ts';
import {
  deleteOwnCredential,
  findCredential,
  insertCredential,
  listCredentialsOf,
  type CredentialRow,
} from './credentials.queries.ts';

/** The artist's file, as the route read it (one byte past the limit at most). */
export interface CredentialFile {
  name: string;
  data: Buffer;
}

const extensions = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
const missing = () => new AppError('not_found', 'This credential does not exist.');

export function credentialView(row: CredentialRow): CredentialView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    fileName: row.fileName,
    fileType: row.fileType,
    expiresOn: row.expiresOn,
    issuedOn: row.issuedOn,
    rejectReason: row.rejectReason,
    uploadedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** Judges the file by its content, as picture uploads do: the type claimed counts for nothing. */
function checkFile(file: CredentialFile) {
  if (file.data.length > MAX_CREDENTIAL_BYTES) {
    throw new AppError(
      'payload_too_large',
      `"${fileLabel(file.name)}" is too large, please pick a smaller file (Max. 10MB)`,
    );
  }
  const type = detectType(file.data);
  if (!isCredentialFileType(type)) {
    throw new AppError(
      'unsupported_media_type',
      `"${type || 'unknown'}" is not a supported format: send a PDF, JPEG or PNG`,
    );
  }
  return type;
}

const invalid = (fields: Record<string, string>) =>
  new AppError('validation', 'Please check the highlighted fields.', fields);

/** The multipart fields, by the same schema as the form. */
function parseFields(sent: Record<string, string>): CredentialUploadFields {
  const parsed = CredentialUploadFields.safeParse(sent);
  if (parsed.success) return parsed.data;
  throw invalid(
    Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'body'), i.message])),
  );
}

/** POST /api/credentials: one proof, stored privately, waiting for an admin. */
export async function uploadCredential(
  ctx: AppContext,
  userId: string,
  sent: Record<string, string>,
  file: CredentialFile | null,
  now = new Date(),
): Promise<CredentialView> {
  // The file first: one too large or of another kind is refused whatever the fields say.
  const fileType = file && file.data.length > 0 ? checkFile(file) : null;
  const fields = parseFields(sent);
  const problem = uploadDateProblem(fields.kind, fields, torontoDay(now));
  if (problem) throw invalid({ [problem.field]: problem.message });
  if (!file || !fileType) throw invalid({ file: 'is required' });
  const id = randomUUID();
  const fileKey = `${PRIVATE_FOLDER}credentials/${id}.${extensions[fileType]}`;
  // Only the date the kind asks for is kept (a diploma may carry an expiry).
  const dated = uploadDateOf(fields.kind);
  await ctx.storage.put(fileKey, file.data);
  try {
    const row = await insertCredential(ctx.db, {
      id,
      userId,
      kind: fields.kind,
      fileKey,
      fileType,
      fileName: fileLabel(file.name),
      fileSize: file.data.length,
      expiresOn: dated === 'issuedOn' ? null : (fields.expiresOn ?? null),
      issuedOn: dated === 'issuedOn' ? fields.issuedOn! : null,
    });
    return credentialView(row);
  } catch (error) {
    await ctx.storage.delete([fileKey]);
    throw error;
  }
}

/** GET /api/credentials: the artist's own, newest first. */
export async function listOwnCredentials(ctx: AppContext, userId: string) {
  const rows = await listCredentialsOf(ctx.db, userId);
  return { credentials: rows.map(credentialView) };
}

/** DELETE /api/credentials/:id: the owner withdraws a proof (and its badge, if any). */
export async function removeCredential(ctx: AppContext, userId: string, id: string) {
  const row = await deleteOwnCredential(ctx.db, userId, id);
  if (!row) throw missing();
  await ctx.storage.delete([row.fileKey]);
  return { message: 'Credential removed' };
}

/**
 * GET /api/credentials/:id/file: the owner's own, or any for an admin, whose reading is
 * audited. Anyone else is told it does not exist.
 */
export async function readCredentialFile(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ file: StoredFile; name: string }> {
  const admin = actor.role === 'Admin';
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findCredential(tx, id, admin ? null : actor.id);
    if (!found) throw missing();
    if (admin && found.userId !== actor.id) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'read-credential',
        targetUserId: found.userId,
        subjectId: found.id,
      });
    }
    return found;
  });
  const file = await ctx.storage.get(row.fileKey);
  if (!file) throw missing();
  return { file, name: row.fileName };
}
