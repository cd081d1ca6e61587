import { inputFilters, LANGUAGES, MESSAGES, type ModuleRow, type ParamRow } from '@emas/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../kit/QueryStatus';
import { api, ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { applyInputFilter, toUpper } from './input-filter';
import { changedEntries, filterModules, type ModuleDraft, type ParamDraft } from './system-changes';

type ParaSystem = { modules: ModuleRow[]; params: ParamRow[] };
const AUTH_TYPES = ['MANUAL', 'QR'] as const;

/**
 * Setting System: the store's module switches (screen modules open or close screens, behaviour
 * modules change how they work) and system parameters. Only changed entries are sent; the server
 * then tells the store's open screens (settings-changed) and this session reloads its modules.
 */
export function SettingSystemPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const queryKey = ['para-system', session.kodeToko];
  const query = useQuery({
    queryKey,
    queryFn: async () => (await api.get<ParaSystem>('para-system/modules')).data,
    staleTime: 0,
  });
  const [moduleDraft, setModuleDraft] = useState<ModuleDraft>({});
  const [paramDraft, setParamDraft] = useState<ParamDraft>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);

  const data = query.data;
  const changes = useMemo(
    () => (data ? changedEntries(data.modules, data.params, moduleDraft, paramDraft) : { modules: [], params: [] }),
    [data, moduleDraft, paramDraft],
  );
  const changeCount = changes.modules.length + changes.params.length;

  const labelled = useMemo(
    () => (data?.modules ?? []).map((m) => ({ ...m, label: t(`settings.system.moduleLabels.${m.key}`, { defaultValue: m.label }) })),
    [data, t],
  );
  const shown = filterModules(labelled, search);

  const discard = () => {
    setModuleDraft({});
    setParamDraft({});
    setFieldErrors({});
  };

  const save = async () => {
    if (changeCount === 0) return;
    if (!(await confirmDialog(t('settings.system.confirmSave', { count: changeCount })))) return;
    setSaving(true);
    try {
      const result = await api.put<ParaSystem>('para-system', changes);
      queryClient.setQueryData(queryKey, result.data);
      discard();
      notify.success(result.message ?? MESSAGES.settingsSaved);
      // menus and gates of this session follow the new module flags
      await session.refresh().catch(() => undefined);
    } catch (error) {
      setFieldErrors(error instanceof ApiError && error.errors ? error.errors : {});
      notifyApiError(error, MESSAGES.dataSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const setParam = (key: string, value: string) => {
    setParamDraft((d) => ({ ...d, [key]: value }));
    setFieldErrors((errors) => {
      const next = { ...errors };
      delete next[key];
      return next;
    });
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('settings.system.title')}</Title>
        {data && (
          <Group gap="sm">
            <Text size="sm" c={changeCount ? 'orange' : 'dimmed'} data-testid="change-count">
              {changeCount ? t('settings.system.changedCount', { count: changeCount }) : t('settings.system.noChanges')}
            </Text>
            <Button variant="default" onClick={discard} disabled={changeCount === 0 || saving}>
              {t('settings.system.resetChanges')}
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={changeCount === 0}>
              {t('settings.system.save')}
            </Button>
          </Group>
        )}
      </Group>

      <QueryStatus query={query} failureText={t('settings.loadFailed')} />

      {data && (
        <>
          <Paper withBorder p="md">
            <Stack>
              <Title order={4}>{t('settings.system.params')}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {data.params.map((p) => (
                  <ParamField
                    key={p.key}
                    param={p}
                    value={paramDraft[p.key] ?? p.value}
                    error={fieldErrors[p.key]}
                    onChange={(value) => setParam(p.key, value)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>

          <TextInput
            label={t('settings.system.searchLabel')}
            placeholder={t('settings.system.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={420}
          />

          {(['gate', 'behaviour'] as const).map((kind) => {
            const list = shown.filter((m) => m.kind === kind);
            return (
              <Paper key={kind} withBorder p="md" data-testid={`modules-${kind}`}>
                <Stack>
                  <div>
                    <Title order={4}>{t(kind === 'gate' ? 'settings.system.gateModules' : 'settings.system.behaviourModules')}</Title>
                    <Text size="sm" c="dimmed">
                      {t(kind === 'gate' ? 'settings.system.gateModulesHint' : 'settings.system.behaviourModulesHint')}
                    </Text>
                  </div>
                  {list.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('settings.system.noModuleFound')}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                      {list.map((m) => (
                        <Switch
                          key={m.key}
                          label={m.label}
                          description={<span translate="no">{m.key}</span>}
                          checked={moduleDraft[m.key] ?? m.aktif}
                          onChange={(e) => {
                            const checked = e.currentTarget.checked;
                            setModuleDraft((d) => ({ ...d, [m.key]: checked }));
                          }}
                        />
                      ))}
                    </SimpleGrid>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </>
      )}
    </Stack>
  );
}

type ParamFieldProps = { param: ParamRow; value: string; error?: string; onChange: (value: string) => void };

/**
 * PEMBULATAN takes digits only, AUTH_TYPE and MULTI_LANGUAGE are choices, the rest free text. The key under the
 * label (as under a module's switch) is the setting's technical name, the same in every language: translate="no".
 */
function ParamField({ param, value, error, onChange }: ParamFieldProps) {
  const { t } = useTranslation();
  const label = t(`settings.system.paramLabels.${param.key}`, { defaultValue: param.label });
  if (param.key === 'AUTH_TYPE' || param.key === 'MULTI_LANGUAGE') {
    const data =
      param.key === 'AUTH_TYPE'
        ? AUTH_TYPES.map((v) => ({ value: v, label: t(`settings.system.authTypes.${v}`) }))
        : LANGUAGES.map((v) => ({ value: v, label: t(`settings.system.languages.${v}`) }));
    return (
      <Select
        label={label}
        description={<span translate="no">{param.key}</span>}
        data={data}
        value={value}
        onChange={(v) => v !== null && onChange(v)}
        allowDeselect={false}
        error={error}
      />
    );
  }
  const filter = param.key === 'PEMBULATAN' ? inputFilters.digits : toUpper;
  return (
    <TextInput
      label={label}
      description={<span translate="no">{param.key}</span>}
      value={value}
      inputMode={param.key === 'PEMBULATAN' ? 'numeric' : undefined}
      onInput={(e) => applyInputFilter(e.currentTarget, filter)}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
