import { zodResolver } from '@hookform/resolvers/zod';
import { GraduationCap, Trash2 } from 'lucide-react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EducationInput, type OwnProfile } from '#shared/schemas/profile.ts';
import { useAlerts } from '#client/components/ui/alerts.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormTextField } from '#client/components/ui/form-fields.tsx';
import { errorMessage } from '#client/lib/forms.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAddEducation } from '../api/add-education.ts';
import { useRemoveEducation } from '../api/remove-education.ts';
import { useSaveStep } from './save-step.ts';
import { SectionHeading } from './section-heading.tsx';

/** The year is optional: an empty field means none, not year 0. */
const EducationForm = EducationInput.extend({
  year: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    // The shared rule coerces what it is given; here that is a year's text or nothing.
    .pipe(EducationInput.shape.year as z.ZodType<number | null, string | null>),
});
type Values = z.input<typeof EducationForm>;
const empty: Values = { title: '', school: '', year: '' };

/** Optional courses and certificates: a list with Remove, and a small form that adds one. */
export function EducationEditor({
  profile,
  headingLevel = 2,
}: {
  profile: OwnProfile;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const { alert } = useAlerts();
  const add = useAddEducation();
  const remove = useRemoveEducation();
  const form = useForm<Values, unknown, z.output<typeof EducationForm>>({
    resolver: zodResolver(EducationForm),
    mode: 'onTouched',
    defaultValues: empty,
  });
  const save = useSaveStep(form.setError, undefined);
  const onSubmit = form.handleSubmit((values) =>
    save(async () => {
      const answer = await add.mutateAsync(values);
      form.reset(empty);
      return answer;
    }),
  );
  const onRemove = (id: string) =>
    remove.mutateAsync(id).then(
      (answer) => alert(answer.message, 'success'),
      (error: unknown) => alert(errorMessage(error), 'error'),
    );

  return (
    <section className="mt-8">
      <SectionHeading level={headingLevel}>{t('wizard.education.title')}</SectionHeading>
      <p className="mb-4 text-sm text-muted">{t('wizard.education.lead')}</p>
      {profile.education.length > 0 ? (
        <ul className="mb-5 divide-y divide-line rounded-xl border border-line bg-white">
          {profile.education.map((item) => (
            <li key={item._id} className="flex items-start gap-3 px-4 py-3">
              <GraduationCap aria-hidden className="mt-0.5 size-5 shrink-0 text-blush-700" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">{item.title}</p>
                <p className="text-sm break-words text-muted">
                  {item.school}
                  {item.year ? `, ${item.year}` : ''}
                </p>
              </div>
              <Button
                variant="ghost"
                className="-my-1 shrink-0 px-3"
                aria-label={t('wizard.removeNamed', { name: item.title })}
                isDisabled={remove.isPending && remove.variables === item._id}
                onPress={() => void onRemove(item._id)}
              >
                <Trash2 aria-hidden className="size-4" />
                <span className="max-sm:sr-only">{t('wizard.remove')}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <Form onSubmit={onSubmit} className="flex flex-col gap-4" validationBehavior="aria">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField control={form.control} name="title" label={t('wizard.education.course')} />
          <FormTextField
            control={form.control}
            name="school"
            label={t('wizard.education.school')}
          />
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <div className="w-36">
            <FormTextField
              control={form.control}
              name="year"
              label={t('wizard.education.year')}
              inputMode="numeric"
            />
          </div>
          <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('wizard.adding') : t('wizard.education.add')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
