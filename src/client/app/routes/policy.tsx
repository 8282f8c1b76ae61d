import text from '#client/content/policy.md?raw';
import { LegalDocument } from '#client/components/ui/english-only.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function PolicyPage() {
  const t = useT();
  return <LegalDocument text={text} title={t('shell.footer.policy')} />;
}
