import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDialog, notify } from '../../lib/notify';
import { useSession } from '../../lib/session';

/** Asks 'Apakah anda ingin keluar ?'; on Ya ends the session on the server and locally, then sign-in. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (!(await confirmDialog(t('shell.logoutConfirm')))) return;
    try {
      await session.logout();
      notify.success(t('shell.logoutSuccess'));
    } catch {
      // storage is cleared by logout whether or not the server answered
    }
    queryClient.clear();
    navigate('/', { replace: true });
  }, [t, session, navigate, queryClient]);
}
