import './first-load-styles';
import { createTheme, MantineProvider } from '@mantine/core';
import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { readableCssVariables, readableVariantColors } from './theme-contrast';

export const theme = createTheme({
  primaryColor: 'yellow',
  primaryShade: 7,
  fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  defaultRadius: 'sm',
  // every text and button colour reaches WCAG AA contrast (theme-contrast.ts)
  variantColorResolver: readableVariantColors,
  components: {
    // dialogs default to extra-large, static backdrop, no keyboard close (spec 000 §9)
    Modal: { defaultProps: { size: 'xl', closeOnClickOutside: false, closeOnEscape: false } },
    // a table that scrolls sideways can be scrolled from the keyboard too (axe scrollable-region-focusable)
    // the current page's number on the gold button is black, as on every gold button
    Pagination: { defaultProps: { autoContrast: true } },
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

let toastHost: ComponentType | null = null;
const toastHostListeners = new Set<() => void>();
const subscribeToastHost = (listener: () => void) => {
  toastHostListeners.add(listener);
  return () => toastHostListeners.delete(listener);
};

/**
 * Called by the shell's providers when they load: from then on toasts show over every page, the login
 * page included (a session ended in the shell says so on the login page it lands on).
 */
export function setToastHost(host: ComponentType): void {
  toastHost = host;
  for (const listener of toastHostListeners) listener();
}

function ToastHost() {
  const Host = useSyncExternalStore(subscribeToastHost, () => toastHost);
  return Host ? <Host /> : null;
}

/**
 * The frame every page has, the login page included: Mantine's theme and the styles of the components
 * the login page shows. The data cache, dialogs and the toasts' code come with the signed-in shell and the public
 * pages (`shell-providers.tsx`), so the login page's first load carries none of them (issue 19).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableCssVariables}>
      <ToastHost />
      {children}
    </MantineProvider>
  );
}
