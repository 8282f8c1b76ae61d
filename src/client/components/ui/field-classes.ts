/*
 * The look of a plain field, apart from React Aria's fields (fields.tsx), so that a page's own
 * <input> or <select> can match them without loading those.
 */
export const inputClass =
  'w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 outline-none transition focus:border-blush-700 focus:ring-2 focus:ring-blush-200 invalid:border-danger';
export const labelClass = 'mb-1.5 block text-sm font-medium text-ink';
export const errorClass = 'mt-1.5 block text-sm text-danger';
