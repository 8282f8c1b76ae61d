import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';

/**
 * A labelled bar with its percentage written beside it. Screen readers read the label and the
 * value (or `valueLabel`, e.g. "Processing…", when the number alone would mislead).
 */
export function ProgressBar({
  label,
  value,
  valueLabel,
}: {
  label: string;
  /** From 0 to 1. */
  value: number;
  valueLabel?: string | undefined;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <AriaProgressBar
      value={percent}
      {...(valueLabel ? { valueLabel } : {})}
      className="flex w-full flex-col gap-1"
    >
      {({ valueText }) => (
        <>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <Label className="min-w-0 truncate font-medium text-ink">{label}</Label>
            <span className="shrink-0 text-muted tabular-nums">{valueText}</span>
          </div>
          <div className="h-2 w-full overflow-hidden rounded-full bg-blush-100">
            <div
              className="h-full rounded-full bg-blush-700 transition-[width] duration-200"
              style={{ width: `${percent}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
