import type { Db } from '../../db/open-db.ts';
import { helpMessages } from '../../db/schema/index.ts';
import type { HelpMessageInput } from '#shared/schemas/help.ts';

export async function insertHelpMessage(db: Db, message: HelpMessageInput): Promise<void> {
  await db.insert(helpMessages).values(message);
}
