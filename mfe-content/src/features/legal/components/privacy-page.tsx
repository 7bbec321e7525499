import { LegalPage } from './legal-page';

/** /policy/privacy-policy: the Privacy Policy, last updated 04 October 2022. */
export default function PrivacyPage() {
  return <LegalPage doc="privacy" />;
}
