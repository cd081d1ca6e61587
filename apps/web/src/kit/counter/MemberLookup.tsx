import { isModuleOn, type MemberRow, type MemberWithPoin } from '@emas/domain';
import { Alert, Badge, Button, Grid, Group, Modal, Text, TextInput, Textarea } from '@mantine/core';
import { IconSearch, IconUserPlus, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api';
import { notify, notifyApiError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { DateField } from '../DateField';

/** The member chosen at the counter: their data and points balance. */
export type CounterMember = MemberWithPoin;

/** What the customer fields take from a member: name, phone, address, birth date. */
export function customerOfMember(m: Pick<MemberRow, 'nama_member' | 'no_hp' | 'alamat' | 'tgl_lahir' | 'kode_member'>) {
  return { nama_customer: m.nama_member, no_hp: m.no_hp, alamat_customer: m.alamat, tgl_lahir: m.tgl_lahir, kode_member: m.kode_member };
}

type Draft = { nama_member: string; no_hp: string; alamat: string; tgl_lahir: string | null };

/**
 * The counter's member lookup (issue 32), shown only with MEMBER_MODULE: the cashier types the customer's
 * phone and presses Enter. Found: the member (code and points) is chosen and the document's customer fields
 * are filled. Not found: 'Daftar Member' opens a quick registration (name, phone prefilled, address, birth
 * date) without leaving the counter; the new member is then chosen the same way.
 */
export function MemberLookup({
  member,
  onChange,
  disabled,
  testId = 'member-lookup',
}: {
  member: CounterMember | null;
  onChange: (member: CounterMember | null) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  // false while the birth date field shows text that is no date ('31-02-1990'): the registration waits for it
  const birthReadable = useRef(true);
  if (!isModuleOn(session.modules, 'MEMBER_MODULE')) return null;

  const find = async () => {
    const noHp = phone.trim();
    if (!noHp || busy) return;
    setBusy(true);
    setMissing(null);
    try {
      const { data } = await api.get<CounterMember>('member/find-by-hp', { no_hp: noHp });
      onChange(data);
      setPhone('');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setMissing(noHp);
      else notifyApiError(error, t('members.notFound'));
    } finally {
      setBusy(false);
    }
  };

  const register = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft || busy) return;
    if (!birthReadable.current) {
      notify.warning(`${t('members.tgl_lahir')}: ${t('kit.date.invalid')}`);
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const { data, message } = await api.post<MemberRow>('member/create', draft);
      notify.success(message ?? t('members.register'));
      onChange({ ...data, poin: 0 });
      setDraft(null);
      setMissing(null);
      setPhone('');
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notifyApiError(error, t('members.register'));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Draft) => (value: string) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  return (
    <div data-testid={testId}>
      {member ? (
        <Group gap="xs" wrap="wrap" data-testid={`${testId}-chosen`}>
          <Text size="sm">{t('members.receiptMember')}:</Text>
          <Badge size="lg" variant="light" data-testid={`${testId}-kode`}>
            {member.kode_member}
          </Badge>
          <Text size="sm" fw={600} translate="no">
            {member.nama_member}
          </Text>
          <Text size="sm">
            {t('members.poin')}: <b data-testid={`${testId}-poin`}>{member.poin}</b>
          </Text>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} disabled={disabled} onClick={() => onChange(null)} data-testid={`${testId}-clear`}>
            {t('members.lookupClear')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('members.lookupLabel')}
            placeholder={t('members.lookupPlaceholder')}
            inputMode="tel"
            value={phone}
            disabled={disabled || busy}
            onChange={(e) => {
              setPhone(e.currentTarget.value.replace(/[^0-9+\- ]/g, ''));
              setMissing(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void find();
              }
            }}
            style={{ flex: 1 }}
            data-testid={`${testId}-phone`}
          />
          <Button variant="light" leftSection={<IconSearch size={16} />} disabled={disabled || busy || !phone.trim()} onClick={() => void find()} data-testid={`${testId}-find`}>
            {t('members.lookupFind')}
          </Button>
        </Group>
      )}
      {missing && !member && (
        <Alert color="yellow" mt="xs" data-testid={`${testId}-missing`}>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('members.notFound')}</Text>
            <Button
              size="xs"
              leftSection={<IconUserPlus size={14} />}
              onClick={() => {
                setErrors({});
                birthReadable.current = true;
                setDraft({ nama_member: '', no_hp: missing, alamat: '', tgl_lahir: null });
                setTimeout(() => nameRef.current?.focus(), 50);
              }}
              data-testid={`${testId}-register`}
            >
              {t('members.register')}
            </Button>
          </Group>
        </Alert>
      )}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t('members.registerTitle')} size="lg">
        {draft && (
          <form onSubmit={(e) => void register(e)} data-testid={`${testId}-form`}>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput ref={nameRef} label={t('members.nama_member')} withAsterisk value={draft.nama_member} error={errors.nama_member} onChange={(e) => field('nama_member')(e.currentTarget.value)} data-testid={`${testId}-nama`} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label={t('members.no_hp')} withAsterisk inputMode="tel" value={draft.no_hp} error={errors.no_hp} onChange={(e) => field('no_hp')(e.currentTarget.value)} data-testid={`${testId}-hp`} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DateField label={t('members.tgl_lahir')} value={draft.tgl_lahir} onChange={(v) => setDraft((d) => (d ? { ...d, tgl_lahir: v } : d))} testId={`${testId}-tgl-lahir`} onValidityChange={(valid) => (birthReadable.current = valid)} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea label={t('members.alamat')} autosize minRows={1} value={draft.alamat} error={errors.alamat} onChange={(e) => field('alamat')(e.currentTarget.value)} data-testid={`${testId}-alamat`} />
              </Grid.Col>
            </Grid>
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => setDraft(null)}>
                {t('members.cancel')}
              </Button>
              <Button type="submit" loading={busy} data-testid={`${testId}-save`}>
                {t('members.save')}
              </Button>
            </Group>
          </form>
        )}
      </Modal>
    </div>
  );
}
