import type { RuntimeConfig } from '@emas/domain';
import { readRuntimeConfig } from '@emas/domain/first-load';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { setApiBase } from './lib/api';
import { SessionProvider } from './lib/session';

/** Reads the runtime configuration from the server, so one build runs anywhere (README.md, Environment variables). */
async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/api/config');
  const config = readRuntimeConfig(await response.json());
  if (!config) throw new Error('runtime configuration unreadable');
  return config;
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
  root.render(
    <StrictMode>
      <Providers>
        <SessionProvider config={config}>
          <AppRouter basename={config.base_path} />
        </SessionProvider>
      </Providers>
    </StrictMode>,
  );
}

void start();
