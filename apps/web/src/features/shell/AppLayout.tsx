import { APP_VERSION, APP_VERSION_TAG } from '@emas/domain';
import { Anchor, AppShell, Badge, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { SocketProvider, useSessionSocket, type AppSocket } from '../../lib/socket';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { detectWebview } from '../../lib/webview';
import { AppHeader } from './AppHeader';
import { ConnectivityDialog } from './ConnectivityDialog';
import { ProgressDialog } from './ProgressDialog';
import { ReferenceWarmup } from '../../lib/reference';
import { RealtimeSync } from './RealtimeSync';
import { FetchProgressBar, MutationOverlay } from './RequestIndicators';
import { RightSidebar } from './RightSidebar';
import { Sidebar } from './Sidebar';

type SidebarState = { hidden: boolean; mini: boolean };
const SIDEBAR_WIDTH = { full: 260, mini: 68 } as const;

function readSidebarState(): SidebarState {
  const stored = storage.get<Partial<SidebarState>>(STORAGE_KEYS.sidebar);
  return { hidden: stored?.hidden === true, mini: stored?.mini === true };
}

type AppLayoutProps = {
  /** A socket to use instead of opening one (tests hand in one that never connects). */
  socket?: AppSocket | null;
};

/** The full layout of a signed-in user: header, sidebar, content, footer, and the status layers. */
export function AppLayout({ socket: givenSocket }: AppLayoutProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const [sidebar, setSidebar] = useState<SidebarState>(readSidebarState);
  const [mobileOpened, setMobileOpened] = useState(false);
  const [userPanelOpened, setUserPanelOpened] = useState(false);
  const [webview] = useState(() => detectWebview());

  const ownSocket = useSessionSocket({
    enabled: givenSocket === undefined,
    backendUrl: session.config.backend_url,
    token: session.isLoggedIn ? storage.get<string>(STORAGE_KEYS.token) : null,
    kodeToko: session.kodeToko,
  });
  const socket = givenSocket === undefined ? ownSocket : givenSocket;

  const updateSidebar = useCallback((change: Partial<SidebarState>) => {
    setSidebar((s) => {
      const next = { ...s, ...change };
      storage.set(STORAGE_KEYS.sidebar, next);
      return next;
    });
  }, []);

  // after a reload the active date is unknown until the server is asked once
  const askedForDate = useRef(false);
  useEffect(() => {
    if (askedForDate.current || !session.isLoggedIn || session.tglSystem) return;
    askedForDate.current = true;
    session.refresh().catch(() => undefined);
  }, [session]);

  useEffect(() => setMobileOpened(false), [pathname]);

  return (
    <SocketProvider socket={socket}>
      <FetchProgressBar />
      <AppShell
        header={{ height: 56 }}
        footer={{ height: 32 }}
        navbar={{
          width: sidebar.mini ? SIDEBAR_WIDTH.mini : SIDEBAR_WIDTH.full,
          breakpoint: 'sm',
          collapsed: { mobile: true, desktop: sidebar.hidden },
        }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader
            sidebarHidden={sidebar.hidden}
            sidebarMini={sidebar.mini}
            mobileOpened={mobileOpened}
            webview={webview}
            onToggleSidebar={() => updateSidebar({ hidden: !sidebar.hidden })}
            onToggleMini={() => updateSidebar({ mini: !sidebar.mini })}
            onToggleMobile={() => setMobileOpened((o) => !o)}
            onOpenUserPanel={() => setUserPanelOpened(true)}
          />
        </AppShell.Header>
        <AppShell.Navbar>
          {/* hidden means unmounted, so Tab never lands on links that are off screen */}
          {!sidebar.hidden && (
            <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
              <Sidebar mode={sidebar.mini ? 'mini' : 'full'} />
            </AppShell.Section>
          )}
        </AppShell.Navbar>
        <AppShell.Main pos="relative">
          <MutationOverlay />
          <Outlet />
        </AppShell.Main>
        <AppShell.Footer px="md">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="dimmed" data-testid="app-version">
                {t('common.appName')} {t('shell.version', { version: APP_VERSION })}
              </Text>
              <Badge size="xs" variant="light">
                {APP_VERSION_TAG}
              </Badge>
            </Group>
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              <Anchor component={Link} to="/terms-and-conditions" size="xs" c="dimmed">
                {t('shell.terms')}
              </Anchor>
              <Anchor component={Link} to="/privacy-policy" size="xs" c="dimmed">
                {t('shell.privacy')}
              </Anchor>
            </Group>
          </Group>
        </AppShell.Footer>
      </AppShell>

      <Drawer
        opened={mobileOpened}
        onClose={() => setMobileOpened(false)}
        size={280}
        padding={0}
        title={t('common.appName')}
        hiddenFrom="sm"
        closeOnEscape
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      >
        <Sidebar mode="full" onNavigate={() => setMobileOpened(false)} />
      </Drawer>
      <RightSidebar opened={userPanelOpened} onClose={() => setUserPanelOpened(false)} />

      <ConnectivityDialog />
      <ProgressDialog />
      <RealtimeSync />
      <ReferenceWarmup />
    </SocketProvider>
  );
}
