import { formatBusinessDate } from '@emas/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage } from '../../app/i18n';
import { confirmDialog, notify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useSocketEvent } from '../../lib/socket';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { languageFromEntries, mergeModuleSettings, SETTINGS_RELOAD_DELAY_MS } from './settingsSync';

type RealtimeSyncProps = { reload?: () => void };

/**
 * Reacts to server pushes: new store settings (ask, merge, reload), the store's day closed (the new
 * business date everywhere) and a session ended elsewhere (clear everything, back to sign-in with the reason).
 */
export function RealtimeSync({ reload = () => window.location.reload() }: RealtimeSyncProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // several saves in a row must not stack several questions
  const asking = useRef(false);

  useSocketEvent('settings-changed', (payload) => {
    if (payload.entries.length === 0 || asking.current || payload.by === session.user?.user_id) return;
    asking.current = true;
    void confirmDialog(t('shell.settingsChanged')).then((yes) => {
      asking.current = false;
      if (!yes) return;
      session.setModules(mergeModuleSettings(storage.get(STORAGE_KEYS.modules) ?? session.modules, payload.entries));
      const language = languageFromEntries(payload.entries);
      if (language) changeLanguage(language);
      setTimeout(reload, SETTINGS_RELOAD_DELAY_MS);
    });
  });

  // a supervisor closed the store's day: the header and every open screen take the new business date
  useSocketEvent('toko-closed', (payload) => {
    if (payload.kode_toko !== session.kodeToko) return;
    void session.refresh().then(() => queryClient.invalidateQueries());
    if (payload.by !== session.user?.user_id) notify.info(t('closing.closedNotice', { by: payload.by, next: formatBusinessDate(payload.tgl_berikut) }));
  });

  useSocketEvent('session-ended', (payload) => {
    if (session.user && payload.user_id !== session.user.user_id) return;
    storage.clear();
    storage.set(STORAGE_KEYS.isLogin, 'false');
    queryClient.clear();
    // stays until read: the user has to know why the work stopped
    notifications.show({ color: 'red', title: t('shell.sessionEndedTitle'), message: payload.reason, autoClose: false, withCloseButton: true });
    navigate('/', { replace: true, state: { reason: payload.reason } });
  });

  return null;
}
