import { z } from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';

/** PUT /api/user/locale: the language switch (decision 0037). */
export const LocaleInput = z.object({ locale: z.enum(LOCALES) }).strict();
export type LocaleInput = z.infer<typeof LocaleInput>;
