import { Calendar, Megaphone, MessageCircle, ShieldCheck, Star, UserRound } from 'lucide-react';
import {
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Button as AriaButton,
} from 'react-aria-components';
import { Link } from 'react-router';
import {
  landingEn,
  type LandingCopy,
  type LandingFeature,
} from '#client/content/artist-landing.ts';
import { landingFr } from '#client/content/artist-landing.fr-CA.ts';
import { ButtonLink } from '#client/components/ui/button.tsx';
import { Video } from '#client/components/ui/video.tsx';
import { useLocale } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/resources/use-policy.tsx';

const icons: Record<LandingFeature['icon'], typeof Calendar> = {
  calendar: Calendar,
  star: Star,
  megaphone: Megaphone,
  shield: ShieldCheck,
  user: UserRound,
  message: MessageCircle,
};

export default function ArtistLandingPage() {
  const copy = useLocale() === 'fr-CA' ? landingFr : landingEn;
  const { page } = copy;
  usePageTitle(page.title);
  const fill = usePolicyFill();
  return (
    <>
      <section className="bg-gradient-to-br from-blush-100 via-paper to-blush-50">
        <div className="mx-auto max-w-6xl px-4 py-14 md:px-8 md:py-24">
          <h1 className="max-w-2xl text-4xl font-semibold md:text-6xl">{page.title}</h1>
          <p className="mt-4 max-w-xl text-lg text-muted">{page.lead}</p>
          <ButtonLink to={paths.register} className="mt-8">
            {page.start}
          </ButtonLink>
        </div>
      </section>

      {fill ? (
        <LandingBody fill={fill} copy={copy} />
      ) : (
        <div className="mx-auto max-w-3xl px-4 py-14 md:px-8">
          <PolicyPending />
        </div>
      )}
    </>
  );
}

/** Everything below the hero: its rates, windows and payout day come from the policy. */
function LandingBody({ fill, copy }: { fill: (text: string) => string; copy: LandingCopy }) {
  const { page, whatIsBlush, features, explainers, artistFaq } = copy;
  return (
    <>
      <section aria-labelledby="what-heading" className="mx-auto max-w-3xl px-4 py-14 md:px-8">
        <h2 id="what-heading" className="text-3xl font-semibold">
          {whatIsBlush.title}
        </h2>
        {whatIsBlush.paragraphs.map((p) => (
          <p key={fill(p)} className="mt-4 text-lg text-muted">
            {fill(p)}
          </p>
        ))}
      </section>

      <section aria-label={page.featuresLabel} className="mx-auto max-w-6xl px-4 md:px-8">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => {
            const Icon = icons[f.icon];
            return (
              <li key={f.title} className="rounded-(--radius-card) border border-line bg-white p-6">
                <Icon aria-hidden className="size-6 text-blush-700" />
                <h3 className="mt-3 text-xl font-semibold">{f.title}</h3>
                <p className="mt-2 text-muted">{fill(f.text)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {explainers.map((e, i) => (
        <section
          key={e.title}
          aria-labelledby={`explainer-${i}`}
          className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 md:grid-cols-2 md:px-8"
        >
          <div className={i % 2 ? 'md:order-2' : ''}>
            <h2 id={`explainer-${i}`} className="text-3xl font-semibold">
              {e.title}
            </h2>
            <p className="mt-3 text-muted">{fill(e.text)}</p>
            <ol className="mt-5 list-decimal space-y-2 pl-5">
              {e.steps.map((s) => (
                <li key={s}>{fill(s)}</li>
              ))}
            </ol>
          </div>
          <Video
            src={e.video}
            poster={e.poster}
            captions={e.video.replace('.webm', '.vtt')}
            description={e.caption}
          />
        </section>
      ))}

      <section className="mx-auto max-w-6xl px-4 md:px-8">
        <div className="flex flex-col items-start gap-4 rounded-(--radius-card) bg-blush-700 p-8 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold text-white">{page.ctaTitle}</h2>
            <p className="mt-1 text-white/90">{page.ctaText}</p>
          </div>
          <ButtonLink to={paths.register} className="bg-white !text-blush-800 hover:bg-blush-100">
            {page.start}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14 md:px-8">
        <h2 id="faq-heading" className="text-3xl font-semibold">
          {page.faqTitle}
        </h2>
        <DisclosureGroup className="mt-6 divide-y divide-line rounded-(--radius-card) border border-line bg-white">
          {artistFaq.map((q, i) => (
            <Disclosure key={q.question} id={i} className="group">
              <Heading level={3} className="font-sans text-base">
                <AriaButton
                  slot="trigger"
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold outline-none focus-visible:bg-blush-50"
                >
                  {q.question}
                  <span
                    aria-hidden
                    className="text-xl text-blush-700 transition group-data-[expanded]:rotate-45"
                  >
                    +
                  </span>
                </AriaButton>
              </Heading>
              <DisclosurePanel className="px-5 pb-4 text-muted">
                <p>{fill(q.answer)}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </DisclosureGroup>
        <p className="mt-6 text-muted">
          {page.somethingElse}{' '}
          <Link to={paths.help} className="font-semibold text-blush-800 underline">
            {page.askHelp}
          </Link>
          .
        </p>
      </section>
    </>
  );
}
