import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { ReplyInput, type ReviewCommentView } from '#shared/schemas/review.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { errorMessage, showServerError } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useReply } from '../api/reply.ts';

/** The reviewed artist's one public reply: write it, edit it, or remove it. */
export default function ReplyEditor({
  artistId,
  comment,
}: {
  artistId: string;
  comment: ReviewCommentView;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const { alert } = useAlerts();
  const reply = useReply(artistId, comment._id);
  const form = useForm<ReplyInput>({
    resolver: zodResolver(ReplyInput),
    mode: 'onChange',
    defaultValues: { text: comment.reply?.text ?? '' },
  });

  const save = form.handleSubmit((values) =>
    reply.mutateAsync(values.text).then(
      () => {
        alert(t('reviews.reply.saved'), 'success');
        setEditing(false);
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  const removeReply = () =>
    reply.mutateAsync(null).then(
      () => {
        alert(t('reviews.reply.removed'), 'success');
        form.reset({ text: '' });
      },
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  if (!editing) {
    return (
      <>
        <Button variant="secondary" className="min-h-10" onPress={() => setEditing(true)}>
          {t(comment.reply ? 'reviews.reply.edit' : 'reviews.reply.button')}
        </Button>
        {comment.reply ? (
          <Button
            variant="ghost"
            className="min-h-10 px-3"
            isDisabled={reply.isPending}
            onPress={() => void removeReply()}
          >
            {t('reviews.reply.remove')}
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Form onSubmit={save} validationBehavior="aria" className="flex w-full flex-col gap-3">
      <FormTextField
        control={form.control}
        name="text"
        label={t('reviews.reply.field')}
        multiline
        rows={3}
      />
      <div className="flex gap-2">
        <Button type="submit" isDisabled={!form.formState.isValid || reply.isPending}>
          {t(reply.isPending ? 'reviews.reply.saving' : 'reviews.reply.save')}
        </Button>
        <Button variant="secondary" onPress={() => setEditing(false)}>
          {t('reviews.reply.cancel')}
        </Button>
      </div>
    </Form>
  );
}
