import { Container, PageHeading } from '#client/components/ui/page.tsx';
import { Video } from '#client/components/ui/video.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export default function VideoDemoPage() {
  usePageTitle('Video player');
  return (
    <Container narrow>
      <PageHeading
        title="Video player"
        lead="A short film about Blush, played from our own server."
      />
      <Video
        src="/videos/demo.webm"
        poster="/videos/demo.jpg"
        captions="/videos/demo.vtt"
        description="The Blush wordmark, then the line “Book Toronto’s best makeup & hair artists”."
      />
    </Container>
  );
}
