import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Form } from 'react-aria-components';
import { useController, useForm } from 'react-hook-form';
import { hairCategories, makeupCategories } from '#shared/catalog.ts';
import { CategoriesInput, type OwnProfile } from '#shared/schemas/profile.ts';
import { CheckboxGroupField } from '#client/components/ui/choice-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { tagName } from '#shared/i18n/catalog-names.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { useSetCategories } from '../api/set-categories.ts';
import { FormFooter, type WizardNav } from './form-footer.tsx';
import { useSaveStep } from './save-step.ts';

/** A list's choices, each named in the page's language (its stored value unchanged). */
const options = <T extends string>(list: readonly T[], t: Translator['t']) =>
  list.map((value) => ({ value, label: tagName(value, t) }));

/** Keeps only the names the catalog still has (a renamed category would fail the schema). */
const known = <T extends string>(list: readonly T[], saved: string[]) =>
  list.filter((value) => saved.includes(value));

/** The hair and makeup work the artist does: at least one of either list. */
export function CategoriesForm({ profile, wizard }: { profile: OwnProfile; wizard?: WizardNav }) {
  const t = useT();
  const formId = useId();
  const setCategories = useSetCategories();
  const form = useForm<CategoriesInput>({
    resolver: zodResolver(CategoriesInput),
    mode: 'onChange',
    defaultValues: {
      stateHair: known(hairCategories, profile.categories.hair),
      stateMakeup: known(makeupCategories, profile.categories.makeup),
    },
  });
  const hair = useController({ control: form.control, name: 'stateHair' });
  const makeup = useController({ control: form.control, name: 'stateMakeup' });
  const save = useSaveStep(form.setError, wizard);
  const onSubmit = form.handleSubmit((values) => save(() => setCategories.mutateAsync(values)));

  return (
    <>
      <Form id={formId} onSubmit={onSubmit} className="flex flex-col gap-6">
        <CheckboxGroupField
          legend={t('wizard.categories.hair')}
          name="stateHair"
          options={options(hairCategories, t)}
          value={hair.field.value}
          onChange={hair.field.onChange}
          error={hair.fieldState.error?.message}
        />
        <CheckboxGroupField
          legend={t('wizard.categories.makeup')}
          name="stateMakeup"
          options={options(makeupCategories, t)}
          value={makeup.field.value}
          onChange={(value) => {
            makeup.field.onChange(value);
            // The "at least one" rule sits on the hair list; check it again for either.
            void form.trigger('stateHair');
          }}
        />
      </Form>
      <FormFooter
        wizard={wizard}
        formId={formId}
        canNext={form.formState.isValid}
        hint={t('wizard.categories.hint')}

        isPending={form.formState.isSubmitting}
      />
    </>
  );
}
