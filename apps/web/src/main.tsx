import { runtimeConfigResponse, type RuntimeConfig } from '@emas/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { createQueryClient, Providers } from './app/providers';
import { AppRouter } from './app/router';
import { setApiBase } from './lib/api';
import { SessionProvider } from './lib/session';

/** Reads the runtime configuration from the server, so one build runs anywhere (DESIGN.md §4). */
async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/api/config');
  const parsed = runtimeConfigResponse.parse(await response.json());
  return parsed.data;
}

async function start() {
  initI18n();
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
  } catch {
    root.render(<p style={{ padding: 24, fontFamily: 'sans-serif' }}>Koneksi Bermasalah</p>);
    return;
  }
  setApiBase(config.backend_url);
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <SessionProvider config={config}>
          <AppRouter basename={config.base_path} />
        </SessionProvider>
      </Providers>
    </StrictMode>,
  );
}

void start();
