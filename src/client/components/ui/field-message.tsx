import { localizeMessage } from '#shared/i18n/known-messages.ts';
import { useTranslator } from '#client/lib/i18n.tsx';

/**
 * A field's message (the shared schemas' words, or the server's) in the page's language:
 * the shared validation messages are found by their English words (decision 0037).
 */
export function FieldMessage({ text }: { text: string | undefined }) {
  const translator = useTranslator();
  return text ? localizeMessage(text, translator) : null;
}
