import type { MasterRow } from '@emas/domain';
import { Autocomplete, Card, Grid, Select, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../DateField';
import { useReference } from '../../lib/reference';
import type { CounterCustomer } from './counter-model';
import { customerOfMember, MemberLookup } from './MemberLookup';

const text = (row: MasterRow, key: string) => String(row[key] ?? '');

/**
 * The customer and sales person of a counter document (sale, trade-in, buy-back): sales from the
 * master, name, phone (digits), remarks (the sales remarks master, free text allowed) and address.
 */
export function CustomerCard({
  value,
  onChange,
  disabled,
  title,
  salesTestId,
  withBirthDate = false,
}: {
  value: CounterCustomer;
  onChange: (next: CounterCustomer) => void;
  disabled?: boolean;
  title: string;
  salesTestId: string;
  /** the sale receipt asks the customer's optional birth date (today's birthdays, the promo's {tgl_lahir}) */
  withBirthDate?: boolean;
}) {
  const { t } = useTranslation();
  const sales = useReference('sales');
  const remarks = useReference('keterangan-penjualan');
  const salesOptions = (sales.data ?? []).map((s) => ({ value: text(s, 'kode_sales'), label: `${text(s, 'kode_sales')} - ${text(s, 'nama_sales')}` }));
  const remarkOptions = [...new Set((remarks.data ?? []).filter((r) => text(r, 'status') !== 'TIDAK AKTIF').map((r) => text(r, 'keterangan')))];
  const setField = (field: Exclude<keyof CounterCustomer, 'tgl_lahir'>) => (v: string) => onChange({ ...value, [field]: v });
  return (
    <Card withBorder>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <MemberLookup
        member={value.member ?? null}
        disabled={disabled}
        testId={`${salesTestId}-member`}
        onChange={(m) => onChange(m ? { ...value, ...customerOfMember(m), member: m } : { ...value, kode_member: undefined, member: null })}
      />
      <Grid mt="xs">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('sales.counter.sales')}
            placeholder={t('sales.counter.salesPlaceholder')}
            data={salesOptions}
            value={value.kode_sales || null}
            searchable
            disabled={disabled}
            onChange={(v) => setField('kode_sales')(v ?? '')}
            data-testid={salesTestId}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('sales.counter.namaCustomer')} value={value.nama_customer} disabled={disabled} onChange={(e) => setField('nama_customer')(e.currentTarget.value)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('sales.counter.noHp')} inputMode="tel" value={value.no_hp} disabled={disabled} onChange={(e) => setField('no_hp')(e.currentTarget.value.replace(/[^0-9+]/g, ''))} />
        </Grid.Col>
        {withBirthDate && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField label={t('common.birthDate')} value={value.tgl_lahir} disabled={disabled} onChange={(v) => onChange({ ...value, tgl_lahir: v })} testId={`${salesTestId}-tgl-lahir`} />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Autocomplete
            label={t('sales.counter.keterangan')}
            placeholder={t('sales.counter.keteranganPlaceholder')}
            data={remarkOptions}
            value={value.keterangan}
            disabled={disabled}
            onChange={setField('keterangan')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label={t('sales.counter.alamat')} autosize minRows={1} value={value.alamat_customer} disabled={disabled} onChange={(e) => setField('alamat_customer')(e.currentTarget.value)} />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
