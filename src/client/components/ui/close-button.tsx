import { X } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { useT } from '#client/lib/i18n.tsx';

/** A dialog's round "Close" (×) button, at its top right. */
export function CloseButton({ onPress }: { onPress: () => void }) {
  const t = useT();
  return (
    <AriaButton
      aria-label={t('shell.close')}
      onPress={onPress}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink outline-offset-2 hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
    >
      <X aria-hidden className="size-5" />
    </AriaButton>
  );
}
