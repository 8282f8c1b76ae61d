/** "+14165550123" → "(416) 555-0123", as Canadians write it; the field accepts any spelling. */
export function formatPhone(e164: string | null | undefined): string {
  const parts = e164?.match(/^\+1(\d{3})(\d{3})(\d{4})$/);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : (e164 ?? '');
}
