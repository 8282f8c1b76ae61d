import { credentialBadgeKeys, credentialKinds } from '#shared/domain/credentials.ts';
import { CheckboxGroupField } from '#client/components/ui/choice-fields.tsx';
import { useT } from '#client/lib/i18n.tsx';
import type { SearchFilters } from './search-filters.ts';

/** "Checked by Blush": only artists holding each ticked badge (decision 0041). */
export function CredentialFilter({
  value,
  onChange,
}: {
  value: SearchFilters['credentials'];
  onChange: (credentials: SearchFilters['credentials']) => void;
}) {
  const t = useT();
  return (
    <CheckboxGroupField
      legend={t('credentials.badges.label')}
      name="credentials"
      options={credentialKinds.map((kind) => ({
        value: kind,
        label: t(credentialBadgeKeys[kind]),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
