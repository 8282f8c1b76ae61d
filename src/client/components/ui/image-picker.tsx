import { useState, type ReactNode } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Text, type DropItem } from 'react-aria-components';
import { CircleAlert, ImagePlus } from 'lucide-react';
import {
  ACCEPTED_IMAGE_TYPES,
  checkCountBeforeUpload,
  checkFileBeforeUpload,
  fileLabel,
  type RefusalWords,
} from '#shared/images.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { useT } from '#client/lib/i18n.tsx';
import { useAlerts } from './alerts.tsx';
import { Button } from './button.tsx';

export interface ScreenedFiles {
  /** The files that may be sent. */
  accepted: File[];
  /** One spec message per refusal: too many files at once, or each file refused. */
  refusals: string[];
}

/** The spec's refusals in the page's language (its English is the spec's words). */
export const refusalWords = (t: Translator['t']): RefusalWords => ({
  format: (type) => t('ui.imagePicker.format', { type: type || t('ui.imagePicker.unknownType') }),
  tooLarge: (name) => t('ui.imagePicker.tooLarge', { file: fileLabel(name) }),
  tooMany: (max) => t('ui.imagePicker.tooMany', { max }),
});

/**
 * The browser's checks before any upload (spec §5): more than `max` files refuses them all;
 * otherwise each unsupported or too-large file is refused with its message and the rest go.
 */
export function screenPickedFiles(
  files: readonly File[],
  max: number,
  say?: RefusalWords,
): ScreenedFiles {
  const tooMany = checkCountBeforeUpload(files.length, max, say);
  if (tooMany) return { accepted: [], refusals: [tooMany] };
  const accepted: File[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    const refusal = checkFileBeforeUpload(file, say);
    if (refusal) refusals.push(refusal);
    else accepted.push(file);
  }
  return { accepted, refusals };
}

/**
 * Picks pictures with a button (and, with `dropZone`, by dropping them on the area or pasting
 * them into it), checks them, tells the person about every refused file (an error alert and a
 * line that stays beside the button) and hands on the files that may go.
 */
export function ImagePicker({
  max,
  buttonLabel,
  onFiles,
  isDisabled = false,
  dropZone,
}: {
  max: number;
  buttonLabel: string;
  onFiles: (files: File[]) => void;
  isDisabled?: boolean;
  /** Makes the picker a drop area with this title and description. */
  dropZone?: { title: string; description: ReactNode };
}) {
  const t = useT();
  const { alert } = useAlerts();
  const [refusals, setRefusals] = useState<string[]>([]);

  const pick = (files: readonly File[]) => {
    if (files.length === 0) return;
    const screened = screenPickedFiles(files, max, refusalWords(t));
    setRefusals(screened.refusals);
    for (const message of screened.refusals) alert(message, 'error');
    if (screened.accepted.length > 0) onFiles(screened.accepted);
  };

  const drop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    pick(files);
  };

  const trigger = (
    <FileTrigger
      allowsMultiple={max > 1}
      acceptedFileTypes={ACCEPTED_IMAGE_TYPES}
      onSelect={(list) => pick(list ? Array.from(list) : [])}
    >
      <Button variant={dropZone ? 'primary' : 'secondary'} isDisabled={isDisabled}>
        <ImagePlus aria-hidden className="size-4" />
        {buttonLabel}
      </Button>
    </FileTrigger>
  );

  const refused =
    refusals.length > 0 ? (
      <ul
        aria-label={t('ui.imagePicker.refused')}
        className="mt-3 flex flex-col gap-1 text-left text-sm"
      >
        {refusals.map((message, i) => (
          <li key={i} className="flex items-start gap-2 text-danger">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{message}</span>
          </li>
        ))}
      </ul>
    ) : null;

  if (!dropZone) {
    return (
      <div>
        {trigger}
        {refused}
      </div>
    );
  }

  return (
    <div>
      <DropZone
        // React Aria's own label is the bare word "DropZone"; say what it is for.
        aria-label={t('ui.imagePicker.dropLabel')}
        isDisabled={isDisabled}
        onDrop={(event) => void drop(event.items)}
        className={({ isDropTarget, isFocusVisible }) =>
          `flex flex-col items-center gap-2 rounded-(--radius-card) border-2 border-dashed px-4 py-8 text-center transition-colors ${
            isDropTarget ? 'border-blush-700 bg-blush-100' : 'border-blush-200 bg-blush-50/60'
          } ${isFocusVisible ? 'outline-2 outline-offset-2 outline-blush-700' : ''}`
        }
      >
        <Text slot="label" className="font-display text-lg text-ink">
          {dropZone.title}
        </Text>
        <p className="max-w-md text-sm text-muted">{dropZone.description}</p>
        <div className="mt-2">{trigger}</div>
        <p className="text-sm text-muted max-md:hidden">{t('ui.imagePicker.orDrop')}</p>
      </DropZone>
      {refused}
    </div>
  );
}
