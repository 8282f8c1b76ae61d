import en from '#client/content/terms.md?raw';
import fr from '#client/content/terms.fr-CA.md?raw';
import { LegalDocument } from '#client/components/ui/legal-document.tsx';
import { useT } from '#client/lib/i18n.tsx';

export default function TermsPage() {
  const t = useT();
  return <LegalDocument texts={{ 'en-CA': en, 'fr-CA': fr }} title={t('shell.footer.terms')} />;
}
