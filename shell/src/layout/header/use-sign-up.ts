import { useNavigate } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { bus } from '@forwarder/shared/bus';
import { paths } from '@forwarder/shared/paths';
import { isKoreanBlocked, openModal, useVisitorCountry } from '@forwarder/shared/stores';

/**
 * What pressing "Sign up" does: visitors under the Korean-user block (spec 1 section 8) get the
 * catalogued modal, whose closing goes home; everyone else goes to the sign-up page.
 */
export function useSignUp(after?: () => void): () => void {
  const { t } = useLingui();
  const navigate = useNavigate();
  const host = useRuntimeConfig((s) => s.config.brand.host);
  return () => {
    after?.();
    if (isKoreanBlocked(useVisitorCountry.getState())) {
      openModal({
        kind: 'alert',
        tone: 'warning',
        message: t`We're sorry. ${host} services are not available for users in South Korea.`,
        onClose: () => navigate(paths.home),
      });
      return;
    }
    bus.emit('nav:menu-navigated', { to: paths.signUp });
    navigate(paths.signUp);
  };
}
