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
    /** The no-show a signed-in customer disputes ("dispute-no-show"), within 48 hours. */
    bookingId: z.uuid().optional(),
  })
  .refine((v) => v.commentId === undefined || v.issue === 'report-comment', {
    path: ['issue'],
    message: 'must be "report-comment" to report a comment',
  })
  .refine((v) => v.bookingId === undefined || v.issue === 'dispute-no-show', {
    path: ['issue'],
    message: 'must be "dispute-no-show" to dispute a no-show',
  })
  .refine((v) => v.issue !== 'dispute-no-show' || v.bookingId !== undefined, {
    path: ['bookingId'],
    message: 'Dispute a no-show from the link in its e-mail or from the booking',
  });
export type HelpMessageInput = z.infer<typeof HelpMessageInput>;
