import { LegalPage } from './legal-page';

/** /policy/terms-of-use: the Terms of Use, twelve numbered clauses. */
export default function TermsPage() {
  return <LegalPage doc="terms" />;
}
