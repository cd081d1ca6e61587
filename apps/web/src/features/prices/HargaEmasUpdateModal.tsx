import { PRICE_MESSAGES, saveHargaEmasRequest, type HargaEmasGroupRow, type HargaEmasRow } from '@emas/domain';
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../kit/DateField';
import { MoneyInput } from '../../kit/Inputs';
import { api, ApiError } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { PRICE_OWNER } from './price-types';

type Line = { kode_group: string; include: boolean; harga_jual: number | null; harga_beli: number | null };

type Props = {
  opened: boolean;
  groups: readonly HargaEmasGroupRow[];
  /** the store's active date: the default and the earliest date a new price may hold from */
  activeDate: string;
  onClose: () => void;
};

/**
 * Every group, with its price in force. Ticked by default: the groups priced by hand; the ones
 * following the global price get theirs from it (a manual price would hold only until the next
 * global save), so they are sent only when ticked.
 */
function linesOf(groups: readonly HargaEmasGroupRow[]): Line[] {
  return groups.map((g) => ({
    kode_group: g.kode_group,
    include: !g.ikut_harga_global,
    harga_jual: g.harga?.harga_jual ?? null,
    harga_beli: g.harga?.harga_beli ?? null,
  }));
}

/**
 * New gold prices per group from a date (POST parameter-harga-emas). Prices are history: the old
 * ones stay, and a document uses the price in force on its date. Each ticked group is sent.
 */
function UpdateForm({ groups, activeDate, onClose }: Omit<Props, 'opened'>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tglBerlaku, setTglBerlaku] = useState<string | null>(activeDate || null);
  const [lines, setLines] = useState<Line[]>(() => linesOf(groups));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const change = (i: number, patch: Partial<Line>) => {
    setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...patch } : l)));
    setErrors({});
  };

  /** Field messages keyed by 'detail.N.field' (N counts sent lines) as 'KODE_GROUP.field'. */
  const byGroup = (sent: readonly Line[], fieldErrors: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      const m = /^detail\.(\d+)\.(\w+)$/.exec(path);
      const line = m ? sent[Number(m[1])] : undefined;
      out[line ? `${line.kode_group}.${m![2]}` : path] = message;
    }
    return out;
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const sent = lines.filter((l) => l.include);
    const body = { tgl_berlaku: tglBerlaku ?? undefined, detail: sent.map(({ kode_group, harga_jual, harga_beli }) => ({ kode_group, harga_jual, harga_beli })) };
    const parsed = saveHargaEmasRequest.safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
      setErrors(byGroup(sent, fieldErrors));
      return;
    }
    setSaving(true);
    try {
      const result = await api.post<HargaEmasRow[]>('parameter-harga-emas', parsed.data);
      notify.success(result.message ?? PRICE_MESSAGES.pricesSaved);
      await queryClient.invalidateQueries({ queryKey: [PRICE_OWNER] });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(byGroup(sent, err.errors));
      notifyApiError(err, PRICE_MESSAGES.pricesSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const names = new Map(groups.map((g) => [g.kode_group, g]));
  const listError = errors.detail;
  return (
    <form onSubmit={save} noValidate data-testid="harga-emas-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('masters.hargaEmas.updateHint')}
        </Text>
        <DateField
          label={t('masters.hargaEmas.tglBerlaku')}
          withAsterisk
          value={tglBerlaku}
          onChange={(v) => {
            setTglBerlaku(v);
            setErrors({});
          }}
          today={activeDate || undefined}
          minDate={activeDate || undefined}
          error={errors.tgl_berlaku}
          readOnly={saving}
          name="tgl_berlaku"
          testId="field-tgl_berlaku"
        />
        {listError && (
          <Alert color="red" data-testid="harga-emas-form-error">
            {listError}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder verticalSpacing="xs" aria-label={t('masters.hargaEmas.updateTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('masters.hargaEmas.include')}</Table.Th>
                <Table.Th>{t('masters.hargaEmas.namaGroup')}</Table.Th>
                <Table.Th>{t('masters.hargaEmas.hargaJual')}</Table.Th>
                <Table.Th>{t('masters.hargaEmas.hargaBeli')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, i) => {
                const g = names.get(line.kode_group);
                return (
                  <Table.Tr key={line.kode_group} data-testid={`harga-line-${line.kode_group}`}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${t('masters.hargaEmas.include')} ${line.kode_group}`}
                        checked={line.include}
                        disabled={saving}
                        onChange={(e) => change(i, { include: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.kode_group} - {g?.nama_group}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('masters.hargaEmas.kadar')} {g?.kadar}
                        {g?.ikut_harga_global ? ` · ${t('masters.hargaEmas.ikutGlobal')}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        aria-label={`${t('masters.hargaEmas.hargaJual')} ${line.kode_group}`}
                        value={line.harga_jual}
                        onChange={(v) => change(i, { harga_jual: v })}
                        disabled={!line.include}
                        readOnly={saving}
                        error={errors[`${line.kode_group}.harga_jual`]}
                      />
                    </Table.Td>
                    <Table.Td>
                      <MoneyInput
                        aria-label={`${t('masters.hargaEmas.hargaBeli')} ${line.kode_group}`}
                        value={line.harga_beli}
                        onChange={(v) => change(i, { harga_beli: v })}
                        disabled={!line.include}
                        readOnly={saving}
                        error={errors[`${line.kode_group}.harga_beli`] ?? errors[`${line.kode_group}.kode_group`]}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving} data-testid="harga-emas-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving} leftSection={saving ? <Loader size="xs" /> : undefined} data-testid="harga-emas-save">
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function HargaEmasUpdateModal({ opened, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} size="xl" closeOnClickOutside={false} closeOnEscape={false} withCloseButton={false} title={t('masters.hargaEmas.updateTitle')}>
      {opened && <UpdateForm {...props} />}
    </Modal>
  );
}
