import {
  canEndOtherSession,
  canGrantLevel,
  createUserRequest,
  formatDateTime,
  LEVEL_LABELS,
  LEVELS,
  updateUserRequest,
  type Level,
  type TokoRow,
  type UserRow,
} from '@emas/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { IconKey, IconLogout, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { api } from '../../lib/api';
import { activateDialog, confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { optionsFrom, type CrudActionContext, type CrudResource } from '../../kit/crud-types';

export type DataUsersContext = {
  t: TFunction;
  /** the signed-in user */
  me: { user_id: string; level: Level } | null;
  onResetPassword: (row: UserRow) => void;
};

async function runUserCall(call: () => Promise<{ message?: string }>, ctx: CrudActionContext, fallback: string, failed: string) {
  try {
    const result = await call();
    notify.success(result.message ?? fallback);
    await ctx.refetch();
  } catch (error) {
    notifyApiError(error, failed);
  }
}

/** /data-users as a CRUD resource: list, add and edit (no delete), and the per-user actions. */
export function dataUsersResource({ t, me, onResetPassword }: DataUsersContext): CrudResource<UserRow> {
  const grantable = LEVELS.filter((level) => me !== null && canGrantLevel(me.level, level));
  const failed = t('users.data.actionFailed');
  const isMe = (row: UserRow) => row.user_id === me?.user_id;
  const path = (row: UserRow, rest: string) => `users/${encodeURIComponent(row.user_id)}/${rest}`;

  return {
    key: 'users',
    title: t('users.data.title'),
    recordName: t('users.data.resource'),
    codeField: 'user_id',
    list: 'users',
    emptyText: t('users.data.empty'),
    csvFileName: t('users.data.csvFileName'),
    columns: [
      { key: 'user_id', header: t('users.data.userId') },
      { key: 'nama_user', header: t('users.data.namaUser') },
      { key: 'level', header: t('users.data.level'), text: (r) => `${r.level} - ${LEVEL_LABELS[r.level]}` },
      { key: 'kode_toko', header: t('users.data.kodeToko') },
      {
        key: 'is_active',
        header: t('users.data.status'),
        align: 'center',
        text: (r) => (r.is_active ? t('users.data.active') : t('users.data.inactive')),
        render: (r) => (
          <Badge color={r.is_active ? 'teal' : 'gray'} variant="light">
            {r.is_active ? t('users.data.active') : t('users.data.inactive')}
          </Badge>
        ),
      },
      {
        key: 'is_login',
        header: t('users.data.login'),
        align: 'center',
        text: (r) => `${r.is_login ? t('users.data.online') : t('users.data.offline')}${r.last_login_at ? ` ${formatDateTime(r.last_login_at)}` : ''}`,
        render: (r) => (
          <Stack gap={2} align="center">
            <Badge color={r.is_login ? 'blue' : 'gray'} variant={r.is_login ? 'filled' : 'outline'}>
              {r.is_login ? t('users.data.online') : t('users.data.offline')}
            </Badge>
            {r.last_login_at && (
              <Text size="xs" c="dimmed" title={t('users.data.lastLogin')}>
                {formatDateTime(r.last_login_at)}
              </Text>
            )}
          </Stack>
        ),
      },
    ],
    fields: [
      { name: 'user_id', label: t('users.data.userId'), type: 'text', required: true, maxLength: 30, readOnlyInEdit: true },
      { name: 'nama_user', label: t('users.data.namaUser'), type: 'text', required: true, maxLength: 100 },
      {
        name: 'level',
        label: t('users.data.level'),
        type: 'select',
        required: true,
        searchable: false,
        options: grantable.map((level) => ({ value: level, label: `${level} - ${LEVEL_LABELS[level]}` })),
      },
      {
        name: 'kode_toko',
        label: t('users.data.kodeToko'),
        type: 'select',
        required: true,
        optionsFrom: optionsFrom<TokoRow>('tokos', (toko) => ({ value: toko.kode_toko, label: `${toko.kode_toko} - ${toko.nama_toko}` })),
      },
      { name: 'password', label: t('users.data.password'), type: 'password', required: true, only: 'add' },
    ],
    schema: { create: createUserRequest, update: updateUserRequest },
    create: { path: 'users' },
    update: { path: 'users/:user_id', method: 'PUT' },
    remove: false,
    actions: [
      {
        id: 'reset-password',
        label: t('users.data.resetPassword'),
        icon: <IconKey size={16} />,
        color: 'yellow',
        onClick: (row) => onResetPassword(row),
      },
      {
        id: 'end-session',
        label: t('users.data.endSession'),
        icon: <IconLogout size={16} />,
        color: 'orange',
        visible: (row) => me !== null && canEndOtherSession(me.level) && row.is_login && !isMe(row),
        onClick: async (row, ctx) => {
          if (!(await confirmDialog(t('users.data.endSessionConfirm', { user: row.user_id })))) return;
          await runUserCall(() => api.post(path(row, 'end-session')), ctx, t('users.data.endSession'), failed);
        },
      },
      {
        id: 'deactivate',
        label: t('users.data.deactivate'),
        icon: <IconUserOff size={16} />,
        color: 'red',
        visible: (row) => row.is_active && !isMe(row),
        onClick: async (row, ctx) => {
          if (!(await confirmDialog(t('users.data.deactivateConfirm', { user: row.user_id })))) return;
          await runUserCall(() => api.put(path(row, 'status'), { is_active: false }), ctx, t('users.data.deactivate'), failed);
        },
      },
      {
        id: 'activate',
        label: t('users.data.activate'),
        icon: <IconUserCheck size={16} />,
        color: 'teal',
        visible: (row) => !row.is_active,
        onClick: async (row, ctx) => {
          if (!(await activateDialog(t('users.data.activateConfirm', { user: row.user_id })))) return;
          await runUserCall(() => api.put(path(row, 'status'), { is_active: true }), ctx, t('users.data.activate'), failed);
        },
      },
    ],
  };
}
