import './first-load-styles';
import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

export const theme = createTheme({
  primaryColor: 'yellow',
  primaryShade: 7,
  fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  defaultRadius: 'sm',
  components: {
    // dialogs default to extra-large, static backdrop, no keyboard close (spec 000 §9)
    Modal: { defaultProps: { size: 'xl', closeOnClickOutside: false, closeOnEscape: false } },
  },
});

/**
 * The frame every page has, the login page included: Mantine's theme and the styles of the components
 * the login page shows. The data cache, dialogs and toasts come with the signed-in shell and the public
 * pages (`shell-providers.tsx`), so the login page's first load carries none of them (issue 19).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}
