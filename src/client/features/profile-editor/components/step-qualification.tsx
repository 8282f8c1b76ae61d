import type { OwnProfile } from '#shared/schemas/profile.ts';
import { EducationEditor } from './education-editor.tsx';
import type { WizardNav } from './form-footer.tsx';
import { QualificationForm } from './qualification-form.tsx';

/** Wizard step 6: gender, qualification and English level, and optional education. */
export function StepQualification({ profile, wizard }: { profile: OwnProfile; wizard: WizardNav }) {
  return (
    <QualificationForm profile={profile} wizard={wizard}>
      <EducationEditor profile={profile} headingLevel={3} />
    </QualificationForm>
  );
}
