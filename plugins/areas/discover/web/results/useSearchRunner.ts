/** A SearchRunner for a component's lifetime: cancelled on unmount; 'Search expired' notices go to the notifications. */
import { useEffect, useMemo } from 'react';
import { ApiClient, NotificationService, useService } from '@fathom/sdk/web';
import { SearchRunner } from './search-runner';

export function useSearchRunner(): SearchRunner {
  const api = useService(ApiClient);
  const notifications = useService(NotificationService);
  const runner = useMemo(() => new SearchRunner(api, { notify: m => notifications.info(m) }), [api, notifications]);
  useEffect(() => () => runner.dispose(), [runner]);
  return runner;
}
