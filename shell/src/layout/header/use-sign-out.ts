import { useNavigate } from '@forwarder/shared/router';
import { bus } from '@forwarder/shared/bus';
import { paths } from '@forwarder/shared/paths';
import { signOut } from '@forwarder/shared/stores';

/** Sign out (the flag clears even if the call fails), then go home. */
export function useSignOut(after?: () => void): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    after?.();
    await signOut();
    bus.emit('nav:menu-navigated', { to: paths.home });
    navigate(paths.home);
  };
}
