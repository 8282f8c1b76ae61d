import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const STEPS = 7;

export default function CreateProfilePage() {
  usePageTitle('Create your profile');
  const step = 1;
  return (
    <Container narrow>
      <PageHeading
        title="Create your profile"
        lead="Seven short steps, and our team verifies your profile within 2 hours."
      />
      <div
        role="progressbar"
        aria-label="Profile progress"
        aria-valuemin={0}
        aria-valuemax={STEPS}
        aria-valuenow={step}
        className="mb-6 h-2 overflow-hidden rounded-full bg-blush-100"
      >
        <div
          className="h-full rounded-full bg-blush-700"
          style={{ width: `${(step / STEPS) * 100}%` }}
        />
      </div>
      <h2 className="mb-4 text-xl font-semibold">Personal info</h2>
      <ComingNext>The profile wizard opens soon.</ComingNext>
      <p className="mt-6 text-center text-sm text-muted">
        {step} / {STEPS}
      </p>
    </Container>
  );
}
