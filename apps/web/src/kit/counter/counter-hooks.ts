import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmDialog } from '../../lib/notify';

/** Asks the browser to confirm leaving (reload, close) while `active`, so an unsaved sale is not lost silently. */
export function usePromptBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers prompt only when returnValue is set
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

/**
 * While `active`, leaving the page asks first: the browser's own prompt for a reload or a closed tab,
 * a Ya/Tidak dialog for a link inside the app (the menu), so a sale on the counter is not lost.
 */
export function useGuardUnsaved(active: boolean, message: string): void {
  usePromptBeforeUnload(active);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDialog(message).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, message]);
}
