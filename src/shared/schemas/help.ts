import { z } from 'zod';
import { helpIssues, type HelpIssue } from '../catalog.ts';
import { email, requiredText, REQUIRED } from './common.ts';

const issueValues = helpIssues.map((i) => i.value) as [HelpIssue, ...HelpIssue[]];

/** POST /api/user/help — the Help Center form. */
export const HelpMessageInput = z.strictObject({
  email,
  issue: z.enum(issueValues, { error: REQUIRED }),
  text: requiredText(2000),
});
export type HelpMessageInput = z.infer<typeof HelpMessageInput>;
