import { canOpenRoute, findRoute, ROUTES } from '@emas/domain/first-load';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import { useSession } from '../lib/session';
import { LOGGED_IN, storage, STORAGE_KEYS } from '../lib/storage';
import { loadWholeId } from './i18n';
import { SCREENS } from './screens';

// the signed-in shell (menu, header, live updates over the socket) and the public pages' layout come
// with the data cache, dialogs, toasts, the rest of the styles (shell-providers.tsx) and the whole id
// dictionary: none of it is part of the login page's load (issue 19)
const shellProviders = () => Promise.all([import('./shell-providers'), loadWholeId()]).then(([m]) => m.ShellProviders);
const AppLayout = lazy(async () => {
  const [{ AppLayout: Layout }, ShellProviders] = await Promise.all([import('../features/shell/AppLayout'), shellProviders()]);
  return {
    default: () => (
      <ShellProviders>
        <Layout />
      </ShellProviders>
    ),
  };
});
const PublicLayout = lazy(async () => {
  const [{ PublicLayout: Layout }, ShellProviders] = await Promise.all([import('../features/shell/PublicLayout'), shellProviders()]);
  return {
    default: ({ customer }: { customer: boolean }) => (
      <ShellProviders>
        <Layout customer={customer}>
          <Outlet />
        </Layout>
      </ShellProviders>
    ),
  };
});

/** The public pages of staff (customer false) or of the shop's customers, under their layout. */
function publicRoutes(customer: boolean) {
  return {
    element: (
      <Suspense fallback={<PageLoader />}>
        <PublicLayout customer={customer} />
      </Suspense>
    ),
    children: ROUTES.filter((r) => r.kind === 'public' && r.path !== '/' && !!r.customer === customer).map((r) => ({
      path: r.path,
      caseSensitive: true,
      element: <PublicScreen path={r.path} />,
    })),
  };
}

/** Sets 'shop | TITLE' for the path (titles come from the dictionary, the route table as default). */
export function useDocumentTitle(path: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    const route = findRoute(path);
    const title = route ? t(`routes.${route.path}`, { defaultValue: route.title }) : '404';
    document.title = `shop | ${title}`;
  }, [path, t]);
}

function PageLoader() {
  return (
    <Center h="50vh" data-testid="page-loader">
      <Loader />
    </Center>
  );
}

/** Renders a route's screen when the user may open it, else the /404 page. */
function GuardedScreen({ path }: { path: string }) {
  const { access } = useSession();
  const allowed = access !== null && canOpenRoute(path, access);
  useDocumentTitle(allowed ? path : '/404');
  const Screen = SCREENS[path];
  if (!allowed || !Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}

/** The full layout when the stored login flag says so; otherwise storage is cleared and login shown. */
function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const flag = storage.get<string>(STORAGE_KEYS.isLogin);
  if (flag !== LOGGED_IN || !session.isLoggedIn) {
    if (flag !== null) storage.clear();
    return <Navigate to="/" replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}

function LoginRoute() {
  const session = useSession();
  useDocumentTitle('/');
  if (session.isLoggedIn && storage.get<string>(STORAGE_KEYS.isLogin) === LOGGED_IN) return <Navigate to="/home" replace />;
  return <LoginPage />;
}

function PublicScreen({ path }: { path: string }) {
  useDocumentTitle(path);
  const Screen = SCREENS[path]!;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}

function NotFoundRoute() {
  useDocumentTitle('/404');
  return <NotFoundPage />;
}

export function AppRouter({ basename }: { basename: string }) {
  const router = createBrowserRouter(
    [
      { path: '/', caseSensitive: true, element: <LoginRoute /> },
      publicRoutes(false),
      publicRoutes(true),
      {
        element: (
          <RequireLogin>
            <Suspense fallback={<Center h="100vh"><Loader /></Center>}>
              <AppLayout />
            </Suspense>
          </RequireLogin>
        ),
        children: [
          ...ROUTES.filter((r) => r.kind !== 'public').map((r) => ({ path: r.path, caseSensitive: true, element: <GuardedScreen path={r.path} /> })),
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
    { basename: basename === '/' ? undefined : basename },
  );
  return <RouterProvider router={router} />;
}
