import { Minus, Plus } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { listedPriceText } from '#shared/domain/pricing.ts';
import { MAX_QUANTITY } from '#shared/schemas/booking.ts';
import type { ServiceView } from '#shared/schemas/profile.ts';
import { useLocale, useT } from '#client/lib/i18n.tsx';

const stepButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink outline-offset-2 transition hover:border-blush-200 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700 data-disabled:cursor-not-allowed data-disabled:opacity-40';

/** The artist's services at their all-in prices ("+ HST" when she charges it), each with how many of it (0 to 3, spec §5). */
export function ServicePicker({
  services,
  hstRegistered,
  quantities,
  onChange,
}: {
  services: readonly ServiceView[];
  hstRegistered: boolean;
  quantities: Readonly<Record<string, number>>;
  onChange: (serviceId: string, quantity: number) => void;
}) {
  const t = useT();
  const locale = useLocale();
  if (services.length === 0) return <p className="text-muted">{t('checkout.services.none')}</p>;
  return (
    <ul
      aria-label={t('checkout.services')}
      className="divide-y divide-line rounded-xl border border-line"
    >
      {services.map((service) => {
        const quantity = quantities[service._id] ?? 0;
        const name = service.typeOfService;
        return (
          <li key={service._id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <div className="min-w-0 flex-1 basis-48">
              <p className="flex items-baseline justify-between gap-3">
                <span className="font-semibold break-words">{name}</span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {listedPriceText(service.price, hstRegistered, locale)}
                </span>
              </p>
              <p className="text-sm break-words text-muted">{service.description}</p>
            </div>
            <div
              role="group"
              aria-label={t('checkout.services.quantity', { name })}
              className="flex items-center gap-2 max-sm:ml-auto"
            >
              <AriaButton
                aria-label={t('checkout.services.remove', { name })}
                isDisabled={quantity <= 0}
                onPress={() => onChange(service._id, quantity - 1)}
                className={stepButton}
              >
                <Minus aria-hidden className="size-4" />
              </AriaButton>
              <output aria-live="polite" className="w-6 text-center font-semibold tabular-nums">
                <span className="sr-only">{name}: </span>
                {quantity}
              </output>
              <AriaButton
                aria-label={t('checkout.services.add', { name })}
                isDisabled={quantity >= MAX_QUANTITY}
                onPress={() => onChange(service._id, quantity + 1)}
                className={stepButton}
              >
                <Plus aria-hidden className="size-4" />
              </AriaButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
