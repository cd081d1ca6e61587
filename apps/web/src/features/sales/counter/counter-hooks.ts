import { useEffect } from 'react';

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
