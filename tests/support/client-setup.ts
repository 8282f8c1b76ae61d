import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '#client/lib/zod-config.ts';
import { setStandaloneTranslator } from '#client/lib/i18n.tsx';
import { serverTranslator } from '#shared/i18n/catalogues.ts';

// Components rendered alone speak English, as the app's English pages do.
setStandaloneTranslator(serverTranslator('en-CA'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
