import { ComingNext } from '#client/components/ui/coming-next.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function ArtistProfilePage() {
  usePageTitle('Artist');
  return (
    <Container>
      <PageHeading title="Artist profile" />
      <div className="grid gap-8 md:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="gallery-heading">
            <h2 id="gallery-heading" className="mb-3 text-xl font-semibold">
              Gallery
            </h2>
            <ComingNext>Artist profiles open soon.</ComingNext>
          </section>
          <section aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="mb-3 text-xl font-semibold">
              Reviews
            </h2>
            <p className="text-muted">No reviews yet.</p>
          </section>
        </div>
        <aside
          aria-labelledby="book-heading"
          className="rounded-(--radius-card) border border-line bg-white p-6"
        >
          <h2 id="book-heading" className="text-xl font-semibold">
            Book
          </h2>
          <p className="mt-2 text-muted">Services and prices appear here.</p>
        </aside>
      </div>
    </Container>
  );
}
