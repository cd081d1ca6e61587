import { formatBusinessDate, globalPriceConfirmMessage, globalPriceRequest, PRICE_MESSAGES } from '@emas/domain';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../kit/Inputs';
import { api, ApiError } from '../../lib/api';
import { confirmDialog, notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { GLOBAL_PRICE_RELOAD_MS, pageReload } from './page-reload';
import { PRICE_OWNER, type GlobalPrice } from './price-types';

/**
 * The global gold price (spec 001 §2 "Parameter Harga Emas Global"): one field, `nominal`, and
 * Simpan, which asks first with the old and the new price (every following group is repriced). Saved: 'Data Berhasil Disimpan', then the page reloads after 3 s; failed: the server's
 * text, 'Data Gagal disimpan' for a bad value. Used by /parameter-harga-global and on
 * /master-parameter-harga-emas.
 */
export function GlobalPriceForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useReference<GlobalPrice>('harga-emas-global');
  const [nominal, setNominal] = useState<number | null>(null);
  const [edited, setEdited] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // the field starts with the price in force, until the user types
  const stored = current.data?.nominal;
  useEffect(() => {
    if (!edited && stored !== undefined) setNominal(stored > 0 ? stored : null);
  }, [stored, edited]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || reloading) return;
    const parsed = globalPriceRequest.safeParse({ nominal });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    // one extra keystroke reprices every shelf price of the store: the user sees both prices first
    if (!(await confirmDialog(globalPriceConfirmMessage(current.data?.nominal || null, parsed.data.nominal)))) {
      setSaving(false);
      return;
    }
    try {
      const result = await api.put<GlobalPrice>('parameter-harga-emas/global', parsed.data);
      notify.success(result.message ?? PRICE_MESSAGES.globalSaved);
      // the group prices it recalculated show at once; the whole page reloads 3 s later (spec 001 §4)
      void queryClient.invalidateQueries({ queryKey: [PRICE_OWNER] });
      setReloading(true);
      timer.current = setTimeout(() => pageReload.run(), GLOBAL_PRICE_RELOAD_MS);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.nominal) setError(err.errors.nominal);
      notifyApiError(err, PRICE_MESSAGES.globalSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const since = current.data?.current;
  return (
    <form onSubmit={save} noValidate data-testid="global-price-form">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MoneyInput
            label={t('masters.hargaGlobal.nominal')}
            name="nominal"
            withAsterisk
            value={nominal}
            onChange={(v) => {
              setEdited(true);
              setNominal(v);
              setError(undefined);
            }}
            error={error}
            readOnly={saving || reloading}
            w={320}
            data-testid="field-nominal"
          />
          <Button type="submit" disabled={saving || reloading} leftSection={saving ? <Loader size="xs" /> : undefined} data-testid="global-price-save">
            {saving ? t('masters.hargaGlobal.saving') : t('masters.hargaGlobal.save')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" data-testid="global-price-since">
          {reloading
            ? t('masters.hargaGlobal.reloading')
            : since
              ? t('masters.hargaGlobal.since', { date: formatBusinessDate(since.tgl_berlaku), user: since.input_by })
              : current.isSuccess
                ? t('masters.hargaGlobal.notSet')
                : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('masters.hargaGlobal.hint')}
        </Text>
      </Stack>
    </form>
  );
}
