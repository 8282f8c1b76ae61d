import { z } from 'zod';
import { helpIssues, type HelpIssue } from '../catalog.ts';
import { email, requiredText, REQUIRED } from './common.ts';

const issueValues = helpIssues.map((i) => i.value) as [HelpIssue, ...HelpIssue[]];

/**
 * POST /api/user/help — the Help Center form. `commentId` is the review a signed-in person
 * reports (the review's Report button opens the form with "report-comment" chosen).
 */
export const HelpMessageInput = z
  .strictObject({
    email,
    issue: z.enum(issueValues, { error: REQUIRED }),
    text: requiredText(2000),
    commentId: z.uuid().optional(),
  })
  .refine((v) => v.commentId === undefined || v.issue === 'report-comment', {
    path: ['issue'],
    message: 'must be "report-comment" to report a comment',
  });
export type HelpMessageInput = z.infer<typeof HelpMessageInput>;
