import { CalendarCheck, Search, Sparkles } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { ButtonLink } from '#client/components/ui/button-link.tsx';
import { CategoryTiles } from '#client/features/search/components/category-tiles.tsx';
import { FeaturedArtists } from '#client/features/search/components/featured-artists.tsx';
import { HomeSearchBox } from '#client/features/search/components/home-search-box.tsx';
import { LatestPictures } from '#client/features/search/components/latest-pictures.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useT } from '#client/lib/i18n.tsx';

const steps = [
  { icon: Search, title: 'home.find.title', text: 'home.find.text' },
  { icon: CalendarCheck, title: 'home.book.title', text: 'home.book.text' },
  { icon: Sparkles, title: 'home.share.title', text: 'home.share.text' },
] as const;

export default function HomePage() {
  usePageTitle('');
  const t = useT();
  return (
    <>
      <section className="bg-gradient-to-b from-blush-100 to-paper">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-14 md:px-8 md:pt-20 md:pb-24">
          <p className="mb-3 text-sm font-semibold tracking-wider text-blush-700 uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-semibold md:text-6xl">
            {t('home.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{t('home.lead')}</p>
          <HomeSearchBox />
        </div>
      </section>

      <FeaturedArtists className="mx-auto max-w-6xl px-4 pt-10 md:px-8 md:pt-14" />

      <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-14 md:px-8">
        <h2 id="how-heading" className="text-2xl font-semibold md:text-3xl">
          {t('home.how')}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-(--radius-card) border border-line bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-full bg-blush-100 text-blush-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">{t('home.step', { number: i + 1 })}</span>
                {t(title)}
              </h3>
              <p className="mt-2 text-muted">{t(text)}</p>
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
          <h2 className="text-2xl font-semibold text-white">
            {t('home.new.title', { product: PRODUCT_NAME })}
          </h2>
          <p className="mt-2 text-white/80">{t('home.new.text')}</p>
          <ButtonLink to={paths.register} className="mt-6 bg-white !text-ink hover:bg-blush-100">
            {t('home.new.action')}
          </ButtonLink>
        </div>
        <div className="rounded-(--radius-card) bg-blush-700 p-8 text-white">
          <h2 className="text-2xl font-semibold text-white">{t('home.artist.title')}</h2>
          <p className="mt-2 text-white/90">{t('home.artist.text')}</p>
          <ButtonLink
            to={`${paths.artistLanding}?from=banner`}
            className="mt-6 bg-white !text-blush-800 hover:bg-blush-100"
          >
            {t('shell.nav.partner')}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
