import { describe, expect, it } from 'vitest';
import { serverTranslator } from '#shared/i18n/catalogues.ts';
import { refusalWords, screenPickedFiles } from './image-picker.tsx';

const file = (name: string, type: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Issue 35: the browser's refusals of picked files in the page's language. */
describe('the picked files’ refusals', () => {
  const french = refusalWords(serverTranslator('fr-CA').t);
  const english = refusalWords(serverTranslator('en-CA').t);

  it('says them in French, and in English as the spec does', () => {
    const picked = [
      file('menu.pdf', 'application/pdf'),
      file('odd', ''),
      file('wedding.jpg', 'image/jpeg', 6 * 1024 * 1024),
      file('glam.jpg', 'image/jpeg'),
    ];
    const inFrench = screenPickedFiles(picked, 5, french);
    expect(inFrench.refusals).toEqual([
      '« application/pdf » n’est pas un format accepté',
      '« inconnu » n’est pas un format accepté',
      '« wedding.jpg » est trop volumineux; choisissez un fichier plus petit (5 Mo au plus)',
    ]);
    expect(inFrench.accepted.map((f) => f.name)).toEqual(['glam.jpg']);
    expect(screenPickedFiles(picked, 5, english).refusals).toEqual(
      screenPickedFiles(picked, 5).refusals,
    );
    expect(screenPickedFiles(picked, 3, french).refusals).toEqual([
      'Vous pouvez téléverser au plus 3 images à la fois',
    ]);
  });
});
