import { Outlet } from 'react-router';

/** Work in progress: header, sidebar and footer come with the shell. */
export function AppLayout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
