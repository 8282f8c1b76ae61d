import { Search, X } from 'lucide-react';
import { Button as AriaButton, Input, Label, SearchField } from 'react-aria-components';
import { useT } from '#client/lib/i18n.tsx';
import type { ApplyOptions } from './use-search-filters.ts';
import { useDraftText } from './use-draft-text.ts';

const readText = (text: string) => text.trim().slice(0, 100);

/**
 * The words searched for. In the sidebar they apply after a pause in typing, on Enter or on
 * leaving the box, replacing the history entry while the same word is typed.
 */
export function SearchTextField({
  value,
  onCommit,
  delay,
  label,
  hideLabel = false,
}: {
  value: string;
  onCommit: (q: string, how: ApplyOptions) => void;
  delay: number | null;
  /** "Search" unless given. */
  label?: string;
  hideLabel?: boolean;
}) {
  const t = useT();
  const draft = useDraftText({ value, format: String, parse: readText, onCommit, delay });
  return (
    <SearchField
      value={draft.text}
      onChange={(text) => draft.onChange(text)}
      onSubmit={draft.flush}
      onClear={() => draft.onChange('', true)}
      onFocus={draft.onFocus}
      onBlur={draft.onBlur}
      maxLength={100}
      className="group relative block"
    >
      <Label className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink'}>
        {label ?? t('search.text.label')}
      </Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <Input
          placeholder={t('search.text.placeholder')}
          className="h-11 w-full rounded-full border border-line bg-white pr-10 pl-10 text-base text-ink outline-none placeholder:text-muted/70 focus:border-blush-700 focus:ring-2 focus:ring-blush-200 [&::-webkit-search-cancel-button]:hidden"
        />
        <AriaButton
          aria-label={t('search.text.clear')}
          className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted outline-offset-0 group-data-[empty]:hidden hover:bg-blush-50 focus-visible:outline-2 focus-visible:outline-blush-700"
        >
          <X aria-hidden className="size-4" />
        </AriaButton>
      </div>
    </SearchField>
  );
}
