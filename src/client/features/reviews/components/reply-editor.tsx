import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { ReplyInput, type ReviewCommentView } from '#shared/schemas/review.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { errorMessage, showServerError } from '#client/lib/forms.ts';
import { useReply } from '../api/reply.ts';

/** The reviewed artist's one public reply: write it, edit it, or remove it. */
export default function ReplyEditor({
  artistId,
  comment,
}: {
  artistId: string;
  comment: ReviewCommentView;
}) {
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
        alert('Reply saved', 'success');
        setEditing(false);
      },
      (error: unknown) => showServerError(error, form.setError, alert),
    ),
  );
  const removeReply = () =>
    reply.mutateAsync(null).then(
      () => {
        alert('Reply removed', 'success');
        form.reset({ text: '' });
      },
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  if (!editing) {
    return (
      <>
        <Button variant="secondary" className="min-h-10" onPress={() => setEditing(true)}>
          {comment.reply ? 'Edit reply' : 'Reply'}
        </Button>
        {comment.reply ? (
          <Button
            variant="ghost"
            className="min-h-10 px-3"
            isDisabled={reply.isPending}
            onPress={() => void removeReply()}
          >
            Remove reply
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
        label="Your public reply"
        multiline
        rows={3}
      />
      <div className="flex gap-2">
        <Button type="submit" isDisabled={!form.formState.isValid || reply.isPending}>
          {reply.isPending ? 'Saving…' : 'Save reply'}
        </Button>
        <Button variant="secondary" onPress={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
