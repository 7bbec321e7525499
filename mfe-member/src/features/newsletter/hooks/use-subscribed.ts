import { useCallback, useEffect, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '@forwarder/shared/stores';

/** True once this browser has subscribed (`email_subscription` = 'Y', spec 1 section 3). */
export const isSubscribed = () => readStorage(storageKeys.emailSubscription) === 'Y';

/** The subscription flag, kept in step with other tabs, and the setter used after a successful subscription. */
export function useSubscribed(): [boolean, () => void] {
  const [subscribed, setSubscribed] = useState(isSubscribed);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === storageKeys.emailSubscription) setSubscribed(isSubscribed());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const markSubscribed = useCallback(() => {
    writeStorage(storageKeys.emailSubscription, 'Y');
    setSubscribed(true);
  }, []);
  return [subscribed, markSubscribed];
}
