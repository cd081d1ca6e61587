import { AKSES_BYPASS_LEVELS, MENU_GROUPS, MESSAGES, type AksesNode } from '@emas/domain';
import { Alert, Badge, Button, Center, Checkbox, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { checkStateOf, countShown, isSameAkses, setAllShown, toggleNode } from './akses-tree';
import { loadAkses, loadUsers, manageableUsers, saveAkses, type AksesData } from './hak-akses-api';

const GROUP_KEYS = new Set<string>(MENU_GROUPS.map((g) => g.key));

/**
 * Hak Akses Users: pick a user, tick the menus they may open, save. OWN and SU pass every check
 * whatever is ticked; their boxes stay editable (the ticks apply once their level changes) and a
 * note under the tree says so.
 */
export function HakAksesUsersPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const caller = session.user;
  const [userId, setUserId] = useState<string | null>(null);
  const [edited, setEdited] = useState<AksesNode[] | null>(null);

  const usersQuery = useQuery({ queryKey: ['users', 'list', session.kodeToko], queryFn: loadUsers });
  const users = useMemo(
    () => (caller && usersQuery.data ? manageableUsers(usersQuery.data, caller) : []),
    [caller, usersQuery.data],
  );
  const aksesKey = ['users', userId, 'akses'] as const;
  const aksesQuery = useQuery({
    queryKey: aksesKey,
    queryFn: () => loadAkses(userId!),
    enabled: userId !== null,
    staleTime: 0,
  });

  const loaded = aksesQuery.data;
  const tree = edited ?? loaded?.akses ?? null;
  const dirty = edited !== null && loaded !== undefined && !isSameAkses(edited, loaded.akses);
  const bypass = loaded ? AKSES_BYPASS_LEVELS.includes(loaded.level) : false;

  const save = useMutation({
    mutationFn: ({ id, akses }: { id: string; akses: AksesNode[] }) => saveAkses(id, akses),
    onSuccess: async ({ data, message }, { id }) => {
      queryClient.setQueryData<AksesData>(['users', id, 'akses'], data);
      setEdited(null);
      notify.success(message ?? MESSAGES.dataSaved);
      // the caller's own menu follows at once
      if (id === caller?.user_id) await session.refresh().catch(() => undefined);
    },
    onError: (error) => notifyApiError(error, MESSAGES.sendError),
  });

  const pickUser = async (next: string | null) => {
    if (next === userId) return;
    if (dirty && !(await confirmDialog(t('settings.hakAkses.discardChanges')))) return;
    setEdited(null);
    setUserId(next);
  };

  const labelOf = (key: string) => (GROUP_KEYS.has(key) ? t(`shell.menu.${key}`) : t(`routes./${key}`, { defaultValue: key }));
  const change = (next: AksesNode[]) => setEdited(next);
  const counts = tree ? countShown(tree) : null;

  if (!caller) return null;

  return (
    <Stack>
      <Title order={3}>{t('settings.hakAkses.title')}</Title>
      <Paper withBorder p="md">
        <Select
          label={t('settings.hakAkses.pickUser')}
          placeholder={t('settings.hakAkses.pickUserPlaceholder')}
          data={users.map((u) => ({ value: u.user_id, label: `${u.user_id} - ${u.nama_user} (${u.level}, ${u.kode_toko})` }))}
          value={userId}
          onChange={(value) => void pickUser(value)}
          searchable
          nothingFoundMessage={t('settings.hakAkses.noUser')}
          disabled={usersQuery.isPending}
          rightSection={usersQuery.isPending ? <Loader size="xs" /> : undefined}
          allowDeselect={false}
          maw={520}
        />
        {usersQuery.isError && (
          <Alert color="red" mt="sm" title={t('common.errorTitle')}>
            <Group justify="space-between">
              <Text size="sm">{errorMessage(usersQuery.error, t('settings.loadFailed'))}</Text>
              <Button size="xs" variant="light" onClick={() => void usersQuery.refetch()}>
                {t('settings.reload')}
              </Button>
            </Group>
          </Alert>
        )}
      </Paper>

      {userId === null && <Text c="dimmed">{t('settings.hakAkses.pickUserFirst')}</Text>}
      {userId !== null && aksesQuery.isPending && (
        <Center p="xl">
          <Loader />
        </Center>
      )}
      {aksesQuery.isError && (
        <Alert color="red" title={t('common.errorTitle')}>
          <Group justify="space-between">
            <Text size="sm">{errorMessage(aksesQuery.error, t('settings.loadFailed'))}</Text>
            <Button size="xs" variant="light" onClick={() => void aksesQuery.refetch()}>
              {t('settings.reload')}
            </Button>
          </Group>
        </Alert>
      )}

      {tree && loaded && counts && (
        <Paper withBorder p="md" data-testid="akses-tree">
          <Stack>
            <Group justify="space-between">
              <Group gap="xs">
                <Text fw={600}>{loaded.user_id}</Text>
                <Badge variant="light">
                  {t('settings.hakAkses.level')} {loaded.level}
                </Badge>
                <Text size="sm" c="dimmed">
                  {t('settings.hakAkses.shownCount', { shown: counts.shown, total: counts.total })}
                </Text>
              </Group>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => change(setAllShown(tree, true))}>
                  {t('settings.hakAkses.checkAll')}
                </Button>
                <Button size="xs" variant="default" onClick={() => change(setAllShown(tree, false))}>
                  {t('settings.hakAkses.uncheckAll')}
                </Button>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {tree.map((group) => (
                <Paper key={group.key} withBorder p="sm">
                  <AksesCheckbox node={group} labelOf={labelOf} onToggle={(key) => change(toggleNode(tree, key))} />
                </Paper>
              ))}
            </SimpleGrid>
            {bypass ? (
              <Alert color="blue" icon={<IconInfoCircle size={18} />} title={t('settings.hakAkses.bypassTitle', { level: loaded.level })}>
                {t('settings.hakAkses.bypassNote')}
              </Alert>
            ) : (
              <Text size="xs" c="dimmed">
                {t('settings.hakAkses.bypassLevelsNote')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                onClick={() => save.mutate({ id: loaded.user_id, akses: tree })}
                loading={save.isPending}
                disabled={!dirty}
              >
                {t('settings.hakAkses.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

type AksesCheckboxProps = { node: AksesNode; labelOf: (key: string) => string; onToggle: (key: string) => void };

/** One node and, indented under it, its children; a parent is indeterminate when they differ. */
function AksesCheckbox({ node, labelOf, onToggle }: AksesCheckboxProps) {
  const state = checkStateOf(node);
  const children = node.children ?? [];
  return (
    <Stack gap={6}>
      <Checkbox
        label={labelOf(node.key)}
        checked={state === 'checked'}
        indeterminate={state === 'indeterminate'}
        onChange={() => onToggle(node.key)}
        fw={children.length > 0 ? 600 : undefined}
      />
      {children.length > 0 && (
        <Stack gap={6} pl="lg">
          {children.map((child) => (
            <AksesCheckbox key={child.key} node={child} labelOf={labelOf} onToggle={onToggle} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
