import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useNavigate, useSearchParams } from 'react-router';
import { helpIssues, type HelpIssue } from '#shared/catalog.ts';
import { issueName } from '#shared/i18n/catalog-names.ts';
import { HelpMessageInput } from '#shared/schemas/help.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { EmailField, FormTextField } from '#client/components/ui/form-fields.tsx';
import { Notice } from '#client/components/ui/page.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { useAuth } from '#client/resources/auth.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { paths } from '#client/lib/paths.ts';
import { useSendHelpMessage } from '../api/send-help-message.ts';
import { useT } from '#client/lib/i18n.tsx';

/** `?issue=change-phone` (a link from another screen) names a known issue; anything else is ignored. */
export const issueFrom = (value: string | null): HelpIssue | undefined =>
  helpIssues.find((issue) => issue.value === value)?.value;

const isId = (value: string | null): value is string =>
  value !== null && /^[0-9a-f-]{36}$/i.test(value);

/** `?comment=<id>` with the report issue: the review being reported (its Report button). */
const commentFrom = (issue: HelpIssue | undefined, value: string | null) =>
  issue === 'report-comment' && isId(value) ? value : undefined;

/** `?booking=<id>` with the dispute issue: the no-show being disputed (its booking's link). */
const disputedFrom = (issue: HelpIssue | undefined, value: string | null) =>
  issue === 'dispute-no-show' && isId(value) ? value : undefined;

export function HelpForm() {
  const t = useT();
  const { auth } = useAuth();
  const { alert } = useAlerts();
  const send = useSendHelpMessage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const preselected = issueFrom(searchParams.get('issue'));
  const commentId = commentFrom(preselected, searchParams.get('comment'));
  const bookingId = disputedFrom(preselected, searchParams.get('booking'));
  const form = useForm<HelpMessageInput>({
    resolver: zodResolver(HelpMessageInput),
    defaultValues: {
      email: auth.user?.email ?? '',
      text: '',
      issue: preselected,
      ...(commentId ? { commentId } : {}),
      ...(bookingId ? { bookingId } : {}),
    },
  });
  const issue = useController({ control: form.control, name: 'issue' });

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      (answer) => {
        alert(answer.message, 'success');
        form.reset({ email: values.email, text: '' });
        // A dispute goes back to its booking, which now says that it is disputed.
        if (bookingId) void navigate(`${paths.customerBookings}?booking=${bookingId}`);
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      {commentId ? (
        <Notice title={t('help.reporting')}>
          <p>{t('help.reportingText')}</p>
        </Notice>
      ) : null}
      {bookingId ? (
        <Notice title={t('help.dispute.title')}>
          <p>{t('help.dispute.text')}</p>
        </Notice>
      ) : null}
      {form.formState.errors.bookingId ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {form.formState.errors.bookingId.message}
        </p>
      ) : null}
      <SelectField
        label={t('help.issue')}
        name="issue"
        options={helpIssues.map((i) => ({ value: i.value, label: issueName(i.value, t) }))}
        value={issue.field.value ?? null}
        onChange={issue.field.onChange}
        error={issue.fieldState.error?.message}
        placeholder={t('help.about')}
      />
      <FormTextField control={form.control} name="text" label={t('help.text')} multiline rows={5} />
      <EmailField control={form.control} />
      <Button type="submit" isDisabled={send.isPending} className="self-start">
        {send.isPending ? t('auth.sending') : t('help.send')}
      </Button>
    </Form>
  );
}
