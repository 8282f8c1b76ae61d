import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { DEFAULT_RATING, SUBJECT_MAX, TEXT_MAX } from '#shared/domain/reviews.ts';
import { ReviewCommentInput, type ReviewCommentView } from '#shared/schemas/review.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAddComment } from '../api/add-comment.ts';
import { StarRatingField } from './stars.tsx';

/** Stars (4 preselected), subject and text; Submit stays disabled until all are valid. */
export function ReviewForm({
  artistId,
  bookingId,
  onAdded,
}: {
  artistId: string;
  bookingId: string;
  onAdded: (comment: ReviewCommentView) => void;
}) {
  const t = useT();
  const { alert } = useAlerts();
  const add = useAddComment(artistId);
  const form = useForm<ReviewCommentInput>({
    resolver: zodResolver(ReviewCommentInput),
    mode: 'onChange',
    defaultValues: { rating: DEFAULT_RATING, subject: '', text: '', bookingId },
  });
  const rating = useController({ control: form.control, name: 'rating' });

  const onSubmit = form.handleSubmit((values) =>
    add.mutateAsync(values).then(
      (comment) => {
        alert(t('reviews.added'), 'success');
        onAdded(comment);
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" className="flex flex-col gap-5">
      <StarRatingField
        value={rating.field.value}
        onChange={rating.field.onChange}
        error={rating.fieldState.error?.message}
      />
      <FormTextField
        control={form.control}
        name="subject"
        label={t('reviews.form.subject')}
        description={t('reviews.form.subjectHint', { max: SUBJECT_MAX })}
      />
      <FormTextField
        control={form.control}
        name="text"
        label={t('reviews.form.text')}
        multiline
        rows={5}
        description={t('reviews.form.textHint', { max: TEXT_MAX })}
      />
      <Button
        type="submit"
        className="self-start"
        isDisabled={!form.formState.isValid || add.isPending}
      >
        {t(add.isPending ? 'reviews.form.sending' : 'reviews.form.submit')}
      </Button>
    </Form>
  );
}
