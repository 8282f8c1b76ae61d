import type { AppContext } from '../../http/context.ts';

/** Placeholder until the unread-message e-mail lands. */
export async function registerMessageJobs(_ctx: AppContext): Promise<void> {}
