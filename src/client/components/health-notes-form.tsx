import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { HealthNotesInput, type HealthNotesView } from '#shared/schemas/health-notes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RadioGroupField } from '#client/components/ui/choice-fields.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { showServerError } from '#client/lib/forms.ts';
import { useSaveHealthNotes } from '#client/resources/health-notes.ts';

/** The yes/no answers start unanswered: a customer says each, nothing is assumed. */
interface Values {
  allergies: string;
  sensitiveSkin: boolean | undefined;
  contactLenses: boolean | undefined;
  other: string;
}

const valuesOf = (notes: HealthNotesView | null): Values => ({
  allergies: notes?.allergies ?? '',
  sensitiveSkin: notes?.sensitiveSkin,
  contactLenses: notes?.contactLenses,
  other: notes?.other ?? '',
});

/** A yes/no question as a radio group in its own fieldset, its question the legend. */
function YesNo({
  control,
  name,
  legend,
  description,
}: {
  control: Control<Values, unknown, HealthNotesInput>;
  name: 'sensitiveSkin' | 'contactLenses';
  legend: string;
  description?: string;
}) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const value = field.value === undefined ? null : field.value ? 'yes' : 'no';
  return (
    <RadioGroupField
      legend={legend}
      description={description}
      name={name}
      value={value}
      onChange={(answer) => field.onChange(answer === 'yes')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      options={[
        { value: 'yes', label: t('healthNotes.yes') },
        { value: 'no', label: t('healthNotes.no') },
      ]}
    />
  );
}

/**
 * The health questionnaire (decision 0041), prefilled with her last answers: known allergies,
 * sensitive skin, contact lenses and anything else. The schema is the route's, limits included.
 * Saving sends them at once through their own route; `onDirtyChange` tells whether what is on
 * screen differs from what is saved (the checkout waits for a save).
 */
export function HealthNotesForm({
  notes,
  onDirtyChange,
}: {
  notes: HealthNotesView | null;
  onDirtyChange?: (unsaved: boolean) => void;
}) {
  const t = useT();
  const { alert } = useAlerts();
  const save = useSaveHealthNotes();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, HealthNotesInput>({
    // The schema refuses an unanswered yes/no ("must be yes or no"): the form may hold one.
    resolver: zodResolver(HealthNotesInput) as Resolver<Values, unknown, HealthNotesInput>,
    mode: 'onTouched',
    defaultValues: valuesOf(notes),
  });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty || notes === null), [dirty, notes, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (input) => {
    setSaved(false);
    try {
      const answer = await save.mutateAsync(input);
      form.reset(valuesOf(answer));
      setSaved(true);
    } catch (error) {
      showServerError(error, form.setError, alert);
    }
  });

  return (
    <Form onSubmit={onSubmit} className="flex flex-col gap-5" validationBehavior="aria">
      <FormTextField
        control={form.control}
        name="allergies"
        label={t('healthNotes.allergies')}
        description={t('healthNotes.allergiesHint')}
        multiline
        rows={2}
      />
      <YesNo control={form.control} name="sensitiveSkin" legend={t('healthNotes.sensitiveSkin')} />
      <YesNo
        control={form.control}
        name="contactLenses"
        legend={t('healthNotes.contactLenses')}
        description={t('healthNotes.contactLensesHint')}
      />
      <FormTextField
        control={form.control}
        name="other"
        label={t('healthNotes.other')}
        description={t('healthNotes.otherHint')}
        multiline
        rows={3}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('healthNotes.saving') : t('healthNotes.save')}
        </Button>
        <p role="status" className="text-sm font-medium text-success empty:hidden">
          {saved && !dirty ? t('healthNotes.saved') : ''}
        </p>
      </div>
    </Form>
  );
}
