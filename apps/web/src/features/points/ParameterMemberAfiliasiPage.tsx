import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { notify, notifyApiError } from '../../lib/notify';
import { POINTS_KEYS, pointsApi } from './points-api';

/** /parameter-member-afiliasi: the points a member earns once when a member they brought makes a first earning purchase. */
export function ParameterMemberAfiliasiPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: POINTS_KEYS.afiliasi, queryFn: pointsApi.afiliasi });
  const [poin, setPoin] = useState<number | string>(0);
  const [aktif, setAktif] = useState(false);
  const [saving, setSaving] = useState(false);
  const data = current.data?.data;
  useEffect(() => {
    if (data && typeof data === 'object' && 'poin' in data) {
      setPoin(data.poin);
      setAktif(data.aktif);
    }
  }, [data]);

  const save = async () => {
    setSaving(true);
    try {
      const res = await pointsApi.saveAfiliasi({ poin: typeof poin === 'number' ? poin : 0, aktif });
      notify.success(res.message ?? t('points.common.saved'));
      void queryClient.invalidateQueries({ queryKey: POINTS_KEYS.afiliasi });
    } catch (e) {
      notifyApiError(e, t('points.common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('points.afiliasi.title')} reloadable={false} removable={false}>
      <Stack maw={480}>
        <Text size="sm">{t('points.afiliasi.hint')}</Text>
        <NumberInput label={t('points.afiliasi.poin')} value={poin} onChange={setPoin} min={0} allowDecimal={false} allowNegative={false} data-testid="afiliasi-poin" />
        <Checkbox label={t('points.afiliasi.aktif')} checked={aktif} onChange={(e) => setAktif(e.currentTarget.checked)} data-testid="afiliasi-aktif" />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving} data-testid="afiliasi-simpan">
            {t('points.common.simpan')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
