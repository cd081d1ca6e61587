import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../kit/CrudPage';
import { useSession } from '../../lib/session';
import { dataUsersResource } from './data-users-resource';
import { DataUsersResetPasswordModal } from './DataUsersResetPasswordModal';

/** /data-users: the chain's users on the CRUD kit, with reset password, end session and (de)activate. */
export function DataUsersPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [resetFor, setResetFor] = useState<string | null>(null);
  const userId = user?.user_id;
  const level = user?.level;
  // the definition changes only with the language and the signed-in user
  const resource = useMemo(
    () =>
      dataUsersResource({
        t,
        me: userId && level ? { user_id: userId, level } : null,
        onResetPassword: (row) => setResetFor(row.user_id),
      }),
    [t, userId, level],
  );
  return (
    <>
      <CrudPage resource={resource} />
      <DataUsersResetPasswordModal userId={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
