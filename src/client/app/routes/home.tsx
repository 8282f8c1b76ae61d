import { CalendarCheck, Search, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { CategoryTiles } from '#client/features/search/components/category-tiles.tsx';
import { FeaturedArtists } from '#client/features/search/components/featured-artists.tsx';
import { HomeSearchBox } from '#client/features/search/components/home-search-box.tsx';
import { LatestPictures } from '#client/features/search/components/latest-pictures.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';

const steps = [
  {
    icon: Search,
    title: 'Find',
    text: 'Browse real work from verified Toronto artists and filter by style, price and rating.',
  },
  {
    icon: CalendarCheck,
    title: 'Book',
    text: 'Pick a time and services, and send a request in four steps. Nothing is charged until your service is done.',
  },
  {
    icon: Sparkles,
    title: 'Share',
    text: 'Enjoy the look, then leave a review to help others find their artist.',
  },
];

export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <section className="bg-gradient-to-b from-blush-100 to-paper">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-14 md:px-8 md:pt-20 md:pb-24">
          <p className="mb-3 text-sm font-semibold tracking-wider text-blush-700 uppercase">
            Toronto · Makeup & hair
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-semibold md:text-6xl">
            Find the artist behind your best look.
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">
            Verified makeup artists and hair stylists across Toronto. See their work, book a time,
            and pay only once your service is done.
          </p>
          <HomeSearchBox />
        </div>
      </section>

      <FeaturedArtists className="mx-auto max-w-6xl px-4 pt-10 md:px-8 md:pt-14" />

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 md:px-8">
        <h2 id="how-heading" className="text-2xl font-semibold md:text-3xl">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-(--radius-card) border border-line bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-blush-100 text-blush-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 pb-14 md:px-8">
        <CategoryTiles />
        <LatestPictures />
      </div>

      <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-6 md:grid-cols-2 md:px-8">
        <div className="rounded-(--radius-card) bg-ink p-8 text-white">
          <h2 className="text-2xl font-semibold text-white">New to {PRODUCT_NAME}?</h2>
          <p className="mt-2 text-white/80">
            Create your account in a minute and book your first artist today.
          </p>
          <ButtonLink to={paths.register} className="mt-6 bg-white !text-ink hover:bg-blush-100">
            Create an account
          </ButtonLink>
        </div>
        <div className="rounded-(--radius-card) bg-blush-700 p-8 text-white">
          <h2 className="text-2xl font-semibold text-white">Are you an artist?</h2>
          <p className="mt-2 text-white/90">
            Get booked by new clients, get reviews and get paid every week.
          </p>
          <ButtonLink
            to={`${paths.artistLanding}?from=banner`}
            className="mt-6 bg-white !text-blush-800 hover:bg-blush-100"
          >
            Become an artist partner
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
