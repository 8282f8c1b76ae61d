import { SearchX } from 'lucide-react';
import { PRODUCT_NAME } from '#shared/brand.ts';
import { Button, ButtonLink } from '#client/components/ui/button.tsx';
import { Container, Notice } from '#client/components/ui/page.tsx';
import { useT } from '#client/lib/i18n.tsx';
import { paths } from '#client/lib/paths.ts';

const block = 'animate-pulse rounded-lg bg-blush-100/70';

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const t = useT();
  return (
    <Container>
      <div aria-busy="true">
        <h1 className="sr-only">{t('profile.loading')}</h1>
        <div
          aria-hidden
          className="grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12"
        >
          <div className="flex flex-col gap-10">
            <div className="flex flex-col gap-5 sm:flex-row">
              <div className={`size-28 shrink-0 rounded-full ${block}`} />
              <div className="flex flex-1 flex-col gap-3 pt-2">
                <div className={`h-9 w-2/3 ${block}`} />
                <div className={`h-5 w-1/2 ${block}`} />
                <div className={`h-6 w-32 ${block}`} />
              </div>
            </div>
            <div className="flex flex-col gap-2">
              <div className={`h-7 w-40 ${block}`} />
              <div className={`h-4 w-full ${block}`} />
              <div className={`h-4 w-5/6 ${block}`} />
            </div>
            <div className="grid grid-cols-2 gap-2 md:gap-3 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className={`aspect-square rounded-xl ${block}`} />
              ))}
            </div>
          </div>
          <div className={`h-72 rounded-(--radius-card) ${block}`} />
        </div>
      </div>
    </Container>
  );
}

/** A 404 (or an id that cannot be one): say so kindly and offer the artists that do exist. */
export function ProfileNotFound() {
  const t = useT();
  return (
    <Container narrow>
      <div className="py-16 text-center">
        <SearchX aria-hidden className="mx-auto size-14 text-blush-500" />
        <h1 className="mt-4 text-3xl font-semibold">{t('profile.notFound.title')}</h1>
        <p className="mt-2 text-muted">{t('profile.notFound.text', { product: PRODUCT_NAME })}</p>
        <ButtonLink to={paths.search} className="mt-8">
          {t('profile.notFound.action')}
        </ButtonLink>
      </div>
    </Container>
  );
}

/** Anything else (offline, a server error): the reason and a way to try again. */
export function ProfileLoadError({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <Container narrow>
      <div className="py-12">
        <h1 className="mb-4 text-3xl font-semibold">{t('profile.error.title')}</h1>
        <Notice tone="error">
          <p>{message}</p>
        </Notice>
        <Button onPress={onRetry} isDisabled={isRetrying} className="mt-6">
          {isRetrying ? t('profile.error.retrying') : t('shell.tryAgain')}
        </Button>
      </div>
    </Container>
  );
}
