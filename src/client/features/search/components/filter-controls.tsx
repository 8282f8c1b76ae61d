import { useId } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Switch,
  TextField,
} from 'react-aria-components';
import { artistSorts, timesOfDay } from '#shared/catalog.ts';
import { portfolioTags } from '#shared/catalog.ts';
import { parseDollars, centsToDollarsText } from '#shared/domain/money.ts';
import { searchSorts, servicePlaces } from '#shared/catalog.ts';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useLocale, useT } from '#client/lib/i18n.tsx';
import type { Locale } from '#shared/i18n/locales.ts';
import { tagName } from '#shared/i18n/catalog-names.ts';
import {
  orderLabels,
  placeLabels,
  ratingOptions,
  ratingText,
  readPostalCode,
  sortLabels,
  timeOfDayLabels,
  type SearchFilters,
} from './search-filters.ts';
import type { ApplyOptions } from './use-search-filters.ts';
import { CredentialFilter } from './credential-filter.tsx';
import { EventsFilter } from './events-filter.tsx';
import { draftFieldProps, useDraftText } from './use-draft-text.ts';

/** A change to some of the filters; typing says whether it replaces the history entry. */
type Change = (patch: Partial<SearchFilters>, how?: ApplyOptions) => void;
/** What each group of controls is given: the filters, how to change them, how long typing waits. */
interface ControlProps {
  filters: SearchFilters;
  onChange: Change;
  delay: number | null;
}

const groupLabel = 'mb-2 block text-sm font-semibold text-ink';
const ANY = 'any';

/**
 * Categories, price, rating, place of service, instant book and sort: the sidebar applies each change to
 * the URL as it is made; the mobile dialog collects them in a draft until "Show results".
 * `delay` is how long typed amounts wait before applying (0 in the dialog). Loaded with the
 * sidebar or the dialog that shows them (default export for lazy()).
 */
export default function FilterControls({ filters, onChange, delay }: ControlProps) {
  const instantHint = useId();
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <CheckboxGroup
        value={filters.categories}
        onChange={(values) =>
          onChange({ categories: portfolioTags.filter((tag) => values.includes(tag)) })
        }
        className="flex flex-col"
      >
        <Label className={groupLabel}>{t('search.filters.categories')}</Label>
        {portfolioTags.map((tag) => (
          <Checkbox key={tag} value={tag} className={choiceRow}>
            <TickBox />
            {tagName(tag, t)}
          </Checkbox>
        ))}
      </CheckboxGroup>

      <PriceRange filters={filters} onChange={onChange} delay={delay} />

      <Choices
        label={t('search.filters.minRating')}
        value={filters.minRating === null ? ANY : String(filters.minRating)}
        options={[
          { value: ANY, label: t('search.filters.any') },
          ...ratingOptions.map((r) => ({
            value: String(r),
            label: t('search.filters.stars', { rating: ratingText(r, locale) }),
          })),
        ]}
        onChange={(v) => onChange({ minRating: v === ANY ? null : Number(v) })}
      />

      <Choices
        label={t('search.filters.place')}
        value={filters.place ?? ANY}
        options={[
          { value: ANY, label: t('search.filters.any') },
          ...servicePlaces.map((p) => ({ value: p, label: t(placeLabels[p]) })),
        ]}
        onChange={(v) => onChange({ place: servicePlaces.find((p) => p === v) ?? null })}
      />

      <div>
        <Checkbox
          isSelected={filters.instantBook}
          onChange={(instantBook) => onChange({ instantBook })}
          aria-describedby={instantHint}
          className={choiceRow}
        >
          <TickBox />
          {t('search.filters.instant')}
        </Checkbox>
        <p id={instantHint} className="ml-8 text-xs text-muted">
          {t('search.filters.instantHint')}
        </p>
      </div>
      <EventsFilter value={filters.events ?? false} onChange={(events) => onChange({ events })} />

      {filters.view === 'artists' ? (
        <ArtistControls filters={filters} onChange={onChange} delay={delay} />
      ) : (
        <SelectField
          label={t('search.filters.sort')}
          options={searchSorts.map((s) => ({ value: s, label: t(sortLabels[s]) }))}
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
        />
      )}
    </div>
  );
}

/** When she is free, where from, who is shown, and the artists' order. */
function ArtistControls({ filters, onChange, delay }: ControlProps) {
  const dateHint = useId();
  const everyoneHint = useId();
  const t = useT();
  return (
    <>
      <PostalField
        value={filters.near}
        delay={delay}
        onCommit={(near, how) => onChange({ near }, how)}
      />
      {filters.near ? (
        <Checkbox
          isSelected={filters.comesTo}
          onChange={(comesTo) => onChange({ comesTo })}
          className={choiceRow}
        >
          <TickBox />
          {t('search.comesTo.label')}
        </Checkbox>
      ) : null}
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className={groupLabel}>{t('search.filters.available')}</legend>
        <label className="text-xs font-medium text-muted" htmlFor={`${dateHint}-date`}>
          {t('search.filters.onDate')}
        </label>
        <input
          id={`${dateHint}-date`}
          type="date"
          aria-describedby={dateHint}
          value={filters.date}
          onChange={(event) =>
            onChange({
              date: event.target.value,
              freeThisWeek: event.target.value ? false : filters.freeThisWeek,
            })
          }
          className="h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink outline-none focus:border-blush-700 focus:ring-2 focus:ring-blush-200"
        />
        <p id={dateHint} className="text-xs text-muted">
          {t('search.filters.dateHint')}
        </p>
        <Checkbox
          isSelected={filters.freeThisWeek}
          onChange={(freeThisWeek) =>
            onChange({ freeThisWeek, date: freeThisWeek ? '' : filters.date })
          }
          className={choiceRow}
        >
          <TickBox />
          {t('search.filters.thisWeek')}
        </Checkbox>
      </fieldset>
      {filters.date || filters.freeThisWeek ? (
        <Choices
          label={t('search.filters.timeOfDay')}
          value={filters.timeOfDay ?? ANY}
          options={[
            { value: ANY, label: t('search.filters.anyTime') },
            ...timesOfDay.map((part) => ({ value: part, label: t(timeOfDayLabels[part]) })),
          ]}
          onChange={(v) => onChange({ timeOfDay: timesOfDay.find((part) => part === v) ?? null })}
        />
      ) : null}
      <div>
        <Switch
          isSelected={filters.showEveryone}
          onChange={(showEveryone) => onChange({ showEveryone })}
          aria-describedby={everyoneHint}
          className="group flex min-h-10 cursor-pointer items-center gap-3 text-sm text-ink outline-none"
        >
          <span
            aria-hidden
            className="flex h-6 w-10 shrink-0 items-center rounded-full border border-line bg-white px-0.5 transition-colors group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-blush-700 group-data-[selected]:border-blush-700 group-data-[selected]:bg-blush-700"
          >
            <span className="size-4 rounded-full bg-muted transition-transform group-data-[selected]:translate-x-4 group-data-[selected]:bg-white" />
          </span>
          {t('search.filters.everyone')}
        </Switch>
        <p id={everyoneHint} className="ml-13 text-xs text-muted">
          {t('search.filters.everyoneHint')}
        </p>
      </div>
      <CredentialFilter
        value={filters.credentials}
        onChange={(credentials) => onChange({ credentials })}
      />
      <SelectField
        label={t('search.filters.sort')}
        options={artistSorts
          .filter((s) => s !== 'distance' || filters.near)
          .map((s) => ({ value: s, label: t(orderLabels[s]) }))}
        value={filters.order}
        onChange={(order) => onChange({ order })}
      />
    </>
  );
}

const showPostal = (code: string | null) => code ?? '';
/** '' → no place; a Toronto postal code → itself; anything else is not one yet. */
const readPostal = (text: string): string | null | undefined =>
  text.trim() === '' ? null : (readPostalCode(text) ?? undefined);

function PostalField({
  value,
  delay,
  onCommit,
}: {
  value: string;
  delay: number | null;
  onCommit: (near: string, how: ApplyOptions) => void;
}) {
  const draft = useDraftText({
    value: value || null,
    format: showPostal,
    parse: readPostal,
    onCommit: (code: string | null, how: ApplyOptions) => onCommit(code ?? '', how),
    delay,
  });
  const t = useT();
  return (
    <TextField {...draftFieldProps(draft)} autoComplete="postal-code" className="min-w-0">
      <Label className={groupLabel}>{t('search.filters.near')}</Label>
      <Input
        placeholder="M5V 2T6"
        className="h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink uppercase outline-none placeholder:text-muted/70 focus:border-blush-700 focus:ring-2 focus:ring-blush-200"
      />
      <FieldError className="mt-1 block text-xs text-danger">
        {t('search.filters.nearError')}
      </FieldError>
    </TextField>
  );
}

/** A checkbox's square, ticked when selected. */
const TickBox = () => (
  <span aria-hidden className={`${box} rounded-md`}>
    <svg
      viewBox="0 0 12 10"
      className="hidden size-3 fill-none stroke-white stroke-2 group-data-[selected]:block"
    >
      <polyline points="1 5 4.5 8.5 11 1" />
    </svg>
  </span>
);

const choiceRow =
  'group flex min-h-10 cursor-pointer items-center gap-3 rounded-lg text-sm text-ink outline-none';
const box =
  'flex size-5 shrink-0 items-center justify-center border border-line bg-white transition-colors group-hover:border-blush-500 group-data-[selected]:border-blush-700 group-data-[selected]:bg-blush-700 group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-blush-700';

function Choices({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} className="flex flex-col">
      <Label className={groupLabel}>{label}</Label>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={choiceRow}>
          <span aria-hidden className={`${box} rounded-full`}>
            <span className="hidden size-2 rounded-full bg-white group-data-[selected]:block" />
          </span>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

const PRICE_MAX = 10_000_000;

/** '' → no bound; "80" or "79.50" (in French "79,50") → cents; anything else is no amount yet. */
function readPrice(text: string, locale: Locale): number | null | undefined {
  if (text.trim() === '') return null;
  const cents = parseDollars(text, locale);
  return cents === null || cents > PRICE_MAX ? undefined : cents;
}
const showPrice = (cents: number | null, locale: Locale) =>
  cents === null ? '' : centsToDollarsText(cents, locale);

function PriceRange({ filters, onChange, delay }: ControlProps) {
  const t = useT();
  return (
    <fieldset className="min-w-0">
      <legend className={groupLabel}>{t('search.filters.price')}</legend>
      <div className="grid grid-cols-2 gap-3">
        <PriceField
          label={t('search.filters.minPrice')}
          placeholder="0"
          value={filters.minPrice}
          delay={delay}
          onCommit={(minPrice, how) => onChange({ minPrice }, how)}
        />
        <PriceField
          label={t('search.filters.maxPrice')}
          placeholder={t('search.filters.any')}
          value={filters.maxPrice}
          delay={delay}
          onCommit={(maxPrice, how) => onChange({ maxPrice }, how)}
        />
      </div>
    </fieldset>
  );
}

function PriceField({
  label,
  placeholder,
  value,
  delay,
  onCommit,
}: {
  label: string;
  placeholder: string;
  value: number | null;
  delay: number | null;
  onCommit: (cents: number | null, how: ApplyOptions) => void;
}) {
  const locale = useLocale();
  const draft = useDraftText({
    value,
    format: (cents) => showPrice(cents, locale),
    parse: (text) => readPrice(text, locale),
    onCommit,
    delay,
  });
  const t = useT();
  return (
    <TextField
      {...draftFieldProps(draft)}
      inputMode="decimal"
      autoComplete="off"
      className="min-w-0"
    >
      <Label className="mb-1 block text-xs font-medium text-muted">{label}</Label>
      <div className="relative">
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
        >
          $
        </span>
        <Input
          placeholder={placeholder}
          className="h-11 w-full rounded-xl border border-line bg-white pr-2 pl-6 text-base text-ink outline-none placeholder:text-muted/70 focus:border-blush-700 focus:ring-2 focus:ring-blush-200 invalid:border-danger"
        />
      </div>
      <FieldError className="mt-1 block text-xs text-danger">
        {t('search.filters.priceError')}
      </FieldError>
    </TextField>
  );
}
