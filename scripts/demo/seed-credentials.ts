import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CredentialKind } from '#shared/domain/credentials.ts';
import { addCalendarDays, torontoDay } from '#shared/domain/toronto-time.ts';
import type { Db } from '#server/db/open-db.ts';
import { artistCredentials, users } from '#server/db/schema/index.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import { artistEmail } from './artist-rows.ts';
import { demoArtists, type DemoArtist } from './artists.ts';

/** The demo's credential files live here, so a reset finds and removes them. */
export const DEMO_CREDENTIALS_FOLDER = 'private/credentials/';

/** Mei's insurance runs out within 30 days: her Settings → Credentials and e-mail show it. */
export const EXPIRING_SOON = 'Mei';

/**
 * Which checked credentials each verified demo artist holds (decision 0041): most are insured,
 * trained artists show it, every third has a police check. Every fourth has none, so the
 * filter narrows and the end-to-end specs have artists to upload for.
 */
export function demoCredentialsOf(artist: DemoArtist, index: number, today: string) {
  if (artist.pending || index % 4 === 3) return [];
  const held: Array<{ kind: CredentialKind; expiresOn: string | null; issuedOn: string | null }> =
    [];
  const insuredFor = artist.firstName === EXPIRING_SOON ? 20 : 120 + ((index * 37) % 400);
  held.push({ kind: 'insurance', expiresOn: addCalendarDays(today, insuredFor), issuedOn: null });
  if (artist.qualified === 'yes') held.push({ kind: 'training', expiresOn: null, issuedOn: null });
  if (index % 3 === 0) {
    const issuedOn = addCalendarDays(today, -60 - index);
    held.push({ kind: 'police-check', expiresOn: addCalendarDays(issuedOn, 365), issuedOn });
  }
  return held;
}

/** A one-page PDF saying what it stands for: the proof an admin would open. */
function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
      `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
      '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );
}

/** Writes the demo artists' approved credentials and their files. */
export async function seedDemoCredentials(tx: Db, storage: FileStorage, now: Date) {
  const today = torontoDay(now);
  const ids = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, demoArtists.map(artistEmail)));
  const idOf = new Map(ids.map((row) => [row.email, row.id]));
  const rows = demoArtists.flatMap((artist, index) =>
    demoCredentialsOf(artist, index, today).map((held) => {
      const id = randomUUID();
      return {
        ...held,
        id,
        userId: idOf.get(artistEmail(artist))!,
        state: 'approved' as const,
        fileKey: `${DEMO_CREDENTIALS_FOLDER}${id}.pdf`,
        fileType: 'application/pdf',
        fileName: `${held.kind}.pdf`,
        fileSize: 0,
        reviewedAt: now,
        text: `${artist.firstName} ${artist.lastName}: ${held.kind}`,
      };
    }),
  );
  for (const row of rows) {
    const file = demoPdf(row.text);
    await storage.put(row.fileKey, file);
    row.fileSize = file.length;
  }
  if (rows.length)
    await tx.insert(artistCredentials).values(rows.map(({ text: _, ...row }) => row));
}
