import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { Video } from '#client/components/ui/video.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function VideoDemoPage() {
  const t = useT();
  usePageTitle(t('video.title'));
  return (
    <Container narrow>
      <PageHeading title={t('video.title')} lead={t('video.lead')} />
      <Video
        src="/videos/demo.webm"
        poster="/videos/demo.jpg"
        captions="/videos/demo.vtt"
        description={t('video.description')}
      />
    </Container>
  );
}
