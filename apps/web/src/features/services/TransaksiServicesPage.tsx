import { formatNumber, SERVICE_MESSAGES, type ServiceReceipt } from '@emas/domain';
import { Alert, Button, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../kit/DateField';
import { MoneyInput } from '../../kit/Inputs';
import { Panel } from '../../kit/Panel';
import { useFieldErrors } from '../../lib/field-errors';
import { api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useReference } from '../../lib/reference';
import { useSession } from '../../lib/session';
import { emptyPayment, MemberLookup, newIdempotencyKey, type CounterMember, paymentBodies, type PaymentDraft, PaymentFigure, paymentProblem, PaymentRows, paymentTotal } from '../../kit/counter';
import { ServicePieceRow, emptyPiece, type PieceDraft } from './ServicePieceRow';
import { uploadServicePhoto, type Deskripsi, type Group as GroupRow, type Tukang } from './services-api';
import { useServicePrinting } from './use-service-printing';

/**
 * /transaksi-services (issue 21): a repair taken in. The customer, the craftsman and the due date, each
 * piece with its weight in, the repairs from para-deskripsi-service and a photo (uploaded at once to
 * service/foto), the estimated cost and the deposit in payment rows; POST service, then the service
 * receipt.
 */
export function TransaksiServicesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const print = useServicePrinting();
  const tukang = useReference<Tukang[]>('tukang');
  const groups = useReference<GroupRow[]>('group');
  const deskripsi = useReference<Deskripsi[]>('deskripsi-service');
  const [nama, setNama] = useState('');
  const [member, setMember] = useState<CounterMember | null>(null);
  const [noHp, setNoHp] = useState('');
  const [tglLahir, setTglLahir] = useState<string | null>(null);
  const [alamat, setAlamat] = useState('');
  const [kodeTukang, setKodeTukang] = useState('');
  const [tglJanji, setTglJanji] = useState<string | null>(null);
  const [keterangan, setKeterangan] = useState('');
  const [estimasi, setEstimasi] = useState<number | null>(null);
  const [pieces, setPieces] = useState<PieceDraft[]>([emptyPiece()]);
  const [payments, setPayments] = useState<PaymentDraft[]>([emptyPayment()]);
  const { errors, setErrors, clear, takeRefusal } = useFieldErrors();
  const [uploading, setUploading] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ServiceReceipt | null>(null);
  const key = useRef(newIdempotencyKey());

  const ongkosOf = (codes: string[]) => codes.reduce((s, c) => s + Number((deskripsi.data ?? []).find((d) => d.kode_deskripsi === c)?.ongkos ?? 0), 0);
  const setPiece = (i: number, patch: Partial<PieceDraft>) => {
    clear(...Object.keys(patch).map((f) => `detail.${i}.${f}`));
    setPieces((current) => {
      const next = current.map((p, j) => (j === i ? { ...p, ...patch } : p));
      // the estimate follows the usual costs of the repairs picked until the cashier types one
      if (patch.deskripsi && !estimasiTyped.current) setEstimasi(next.reduce((s, p) => s + ongkosOf(p.deskripsi), 0));
      return next;
    });
  };
  const estimasiTyped = useRef(false);

  const photo = async (i: number, file: File | null) => {
    if (!file) return;
    setUploading(i);
    try {
      const foto = await uploadServicePhoto(file);
      setPiece(i, { foto, preview: URL.createObjectURL(file) });
    } catch (e) {
      notifyApiError(e, SERVICE_MESSAGES.fotoInvalid);
    } finally {
      setUploading(null);
    }
  };

  const dp = paymentTotal(payments);
  const save = async () => {
    if (saving || uploading !== null) return;
    const problem = paymentProblem(payments.filter((p) => (p.jumlah_rp ?? 0) > 0));
    if (problem && dp > 0) return notify.warning(problem);
    setSaving(true);
    try {
      const result = await api.post<ServiceReceipt>('service', {
        idempotency_key: key.current,
        nama_customer: nama.trim(),
        no_hp: noHp.trim(),
        tgl_lahir: tglLahir,
        kode_member: member?.kode_member,
        alamat_customer: alamat.trim(),
        kode_tukang: kodeTukang,
        tgl_janji: tglJanji ?? '',
        keterangan: keterangan.trim(),
        ongkos_estimasi: estimasi ?? 0,
        detail: pieces.map((p) => ({ nama_barang: p.nama_barang, kode_group: p.kode_group, berat: p.berat, deskripsi: p.deskripsi, foto: p.foto ?? undefined })),
        pembayaran: paymentBodies(payments),
      });
      notify.success(result.message || SERVICE_MESSAGES.saved);
      setSaved(result.data);
      setErrors({});
      setNama('');
      setMember(null);
      setNoHp('');
      setTglLahir(null);
      setAlamat('');
      setKeterangan('');
      setEstimasi(null);
      estimasiTyped.current = false;
      setPieces([emptyPiece()]);
      setPayments([emptyPayment()]);
      key.current = newIdempotencyKey();
      void queryClient.invalidateQueries({ queryKey: ['service'] });
    } catch (e) {
      takeRefusal(e);
      notifyApiError(e, t('services.common.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Panel title={t('services.intake.title')} removable={false} testId="transaksi-services">
      <Stack>
        {saved && (
          <Alert color="teal" title={t('services.intake.saved', { no: saved.no_service })} data-testid="service-saved">
            <Group gap="lg">
              <Text size="sm">
                {t('services.common.dp')}: {formatNumber(saved.dp)}
              </Text>
              <Button size="xs" variant="light" leftSection={<IconPrinter size={14} />} onClick={() => void print(saved, 'SERVICE')}>
                {t('services.intake.printReceipt')}
              </Button>
            </Group>
          </Alert>
        )}
        <MemberLookup
          member={member}
          testId="service-member"
          onChange={(m) => {
            setMember(m);
            if (m) {
              setNama(m.nama_member);
              setNoHp(m.no_hp);
              setAlamat(m.alamat);
              setTglLahir(m.tgl_lahir);
            }
          }}
        />
        <Grid mt="xs">
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('services.common.customer')} withAsterisk value={nama} error={errors.nama_customer} onChange={(e) => {
              clear('nama_customer');
              setNama(e.currentTarget.value.toUpperCase());
            }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <TextInput label={t('services.common.noHp')} inputMode="tel" value={noHp} error={errors.no_hp} onChange={(e) => {
              clear('no_hp');
              setNoHp(e.currentTarget.value.replace(/[^0-9+\- ]/g, ''));
            }} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField label={t('common.birthDate')} value={tglLahir} onChange={(v) => {
              clear('tgl_lahir');
              setTglLahir(v);
            }} error={errors.tgl_lahir} testId="service-tgl-lahir" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <NativeSelect
              label={t('services.common.tukang')}
              withAsterisk
              value={kodeTukang}
              error={errors.kode_tukang}
              onChange={(e) => {
                clear('kode_tukang');
                setKodeTukang(e.currentTarget.value);
              }}
              data={[{ value: '', label: t('services.common.pilih') }, ...(tukang.data ?? []).map((k) => ({ value: k.kode_tukang, label: `${k.kode_tukang} - ${k.nama_tukang}` }))]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <DateField label={t('services.common.tglJanji')} withAsterisk value={tglJanji} onChange={(v) => {
              clear('tgl_janji');
              setTglJanji(v);
            }} today={session.tglSystem || undefined} minDate={session.tglSystem || undefined} error={errors.tgl_janji} testId="tgl-janji" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={t('services.common.alamat')} value={alamat} onChange={(e) => setAlamat(e.currentTarget.value.toUpperCase())} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea label={t('services.common.keterangan')} autosize minRows={1} value={keterangan} onChange={(e) => setKeterangan(e.currentTarget.value.toUpperCase())} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Text fw={600}>{t('services.intake.pieces')}</Text>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => setPieces((c) => [...c, emptyPiece()])}>
            {t('services.intake.addPiece')}
          </Button>
        </Group>
        {errors.detail && (
          <Text c="red" size="sm">
            {errors.detail}
          </Text>
        )}
        {pieces.map((p, i) => (
          <ServicePieceRow
            key={i}
            n={i + 1}
            piece={p}
            groups={groups.data ?? []}
            deskripsi={deskripsi.data ?? []}
            errors={errors}
            uploading={uploading === i}
            onChange={(patch) => setPiece(i, patch)}
            onPhoto={(file) => void photo(i, file)}
            onRemove={() => setPieces((c) => (c.length > 1 ? c.filter((_, j) => j !== i) : [emptyPiece()]))}
          />
        ))}
        <MoneyInput
          label={t('services.common.estimasi')}
          value={estimasi}
          error={errors.ongkos_estimasi}
          onChange={(v) => {
            clear('ongkos_estimasi');
            estimasiTyped.current = true;
            setEstimasi(v);
          }}
          w={{ base: '100%', sm: 260 }}
        />
        <Text fw={600}>{t('services.intake.dpTitle')}</Text>
        <PaymentRows rows={payments} onChange={setPayments} fillTo={0}>
          <PaymentFigure label={t('services.common.dp')} value={dp} testId="service-dp" />
          <PaymentFigure label={t('services.common.sisa')} value={Math.max(0, (estimasi ?? 0) - dp)} testId="service-sisa" />
        </PaymentRows>
        {errors.pembayaran && (
          <Text c="red" size="sm" data-testid="service-payment-error">
            {errors.pembayaran}
          </Text>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
            {t('services.intake.save')}
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
