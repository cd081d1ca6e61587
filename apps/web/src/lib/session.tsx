import { EMPTY_GATE_CONFIG } from '@emas/domain/first-load';
import type { AccessContext, LoginResponse, MeData, ModuleFlags, RuntimeConfig, SessionUser } from '@emas/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { api } from './api';
import { LOGGED_IN, storage, STORAGE_KEYS } from './storage';

type SessionState = { user: SessionUser | null; modules: ModuleFlags; tglSystem: string };

export type Session = SessionState & {
  config: RuntimeConfig;
  isLoggedIn: boolean;
  access: AccessContext | null;
  /** store picked by a head-office user (x-kode-toko), or the user's own */
  kodeToko: string;
  login(userId: string, password: string): Promise<void>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
  pickStore(kodeToko: string): void;
  setModules(modules: ModuleFlags): void;
};

const SessionContext = createContext<Session | null>(null);

function readStored(): SessionState {
  const loggedIn = storage.get<string>(STORAGE_KEYS.isLogin) === LOGGED_IN;
  return {
    user: loggedIn ? storage.get<SessionUser>(STORAGE_KEYS.user) : null,
    modules: storage.get<ModuleFlags>(STORAGE_KEYS.modules) ?? {},
    tglSystem: '',
  };
}

export function accessOf(user: SessionUser, modules: ModuleFlags, config: RuntimeConfig, kodeToko: string): AccessContext {
  return {
    level: user.level,
    akses: user.akses,
    modules,
    kodeToko,
    isPusat: user.is_pusat,
    config: {
      ...EMPTY_GATE_CONFIG,
      type: config.type,
      appMode: config.app_mode,
      updateKadarShops: config.update_kadar_shops,
      rekapSalesShops: config.rekap_sales_shops,
      rekapPembelianShops: config.rekap_pembelian_shops,
    },
  };
}

export function SessionProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [state, setState] = useState<SessionState>(readStored);
  const [picked, setPicked] = useState<string | null>(() => storage.get<string>(STORAGE_KEYS.kodeToko));

  const login = useCallback(async (userId: string, password: string) => {
    const { data } = await api.post<LoginResponse['data']>('users/login', { user_id: userId, password });
    storage.set(STORAGE_KEYS.token, data.token);
    storage.set(STORAGE_KEYS.user, data.user);
    storage.set(STORAGE_KEYS.isLogin, LOGGED_IN);
    storage.remove(STORAGE_KEYS.kodeToko);
    setPicked(null);
    const { data: me } = await api.get<MeData>('users/me');
    storage.set(STORAGE_KEYS.modules, me.modules);
    setState({ user: me.user, modules: me.modules, tglSystem: me.tgl_system });
  }, []);

  const refresh = useCallback(async () => {
    const { data: me } = await api.get<MeData>('users/me');
    storage.set(STORAGE_KEYS.user, me.user);
    storage.set(STORAGE_KEYS.modules, me.modules);
    setState({ user: me.user, modules: me.modules, tglSystem: me.tgl_system });
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.post('users/logout', { user_id: state.user?.user_id });
    } finally {
      storage.clear();
      storage.set(STORAGE_KEYS.isLogin, 'false');
      setState({ user: null, modules: {}, tglSystem: '' });
    }
  }, [state.user?.user_id]);

  const pickStore = useCallback((kodeToko: string) => {
    if (state.user && kodeToko !== state.user.kode_toko) storage.set(STORAGE_KEYS.kodeToko, kodeToko);
    else storage.remove(STORAGE_KEYS.kodeToko);
    setPicked(kodeToko);
  }, [state.user]);

  const setModules = useCallback((modules: ModuleFlags) => {
    storage.set(STORAGE_KEYS.modules, modules);
    setState((s) => ({ ...s, modules }));
  }, []);

  const value = useMemo<Session>(() => {
    const kodeToko = picked ?? state.user?.kode_toko ?? '';
    return {
      ...state,
      config,
      isLoggedIn: state.user !== null,
      access: state.user ? accessOf(state.user, state.modules, config, kodeToko) : null,
      kodeToko,
      login,
      logout,
      refresh,
      pickStore,
      setModules,
    };
  }, [state, config, picked, login, logout, refresh, pickStore, setModules]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
