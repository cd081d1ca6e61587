import type { ReactNode } from 'react';

/** Public content pages (terms, privacy) show only their content. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
