import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import artistEn from '#client/content/faq-artist.md?raw';
import artistFr from '#client/content/faq-artist.fr-CA.md?raw';
import customerEn from '#client/content/faq-customer.md?raw';
import customerFr from '#client/content/faq-customer.fr-CA.md?raw';
import { Markdown } from '#client/components/ui/markdown.tsx';
import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { PolicyPending, usePolicyFill } from '#client/resources/use-policy.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';

const tab =
  'cursor-pointer rounded-full px-5 py-2 text-sm font-semibold outline-none text-muted selected:bg-blush-700 selected:text-white focus-visible:outline-2 focus-visible:outline-blush-700';

export default function FaqPage() {
  const t = useT();
  usePageTitle(t('faq.pageTitle'));
  const fill = usePolicyFill();
  const french = useLocale() === 'fr-CA';
  const [customer, artist] = french ? [customerFr, artistFr] : [customerEn, artistEn];
  return (
    <Container narrow>
      <PageHeading title={t('faq.title')} />
      <Tabs>
        <TabList
          aria-label={t('faq.for')}
          className="mb-6 inline-flex gap-1 rounded-full border border-line bg-white p-1"
        >
          <Tab id="customer" className={tab}>
            {t('faq.customer')}
          </Tab>
          <Tab id="artist" className={tab}>
            {t('faq.artist')}
          </Tab>
        </TabList>
        <TabPanel id="customer" className="outline-none">
          {fill ? <Markdown>{fill(customer)}</Markdown> : <PolicyPending />}
        </TabPanel>
        <TabPanel id="artist" className="outline-none">
          {fill ? <Markdown>{fill(artist)}</Markdown> : <PolicyPending />}
        </TabPanel>
      </Tabs>
    </Container>
  );
}
