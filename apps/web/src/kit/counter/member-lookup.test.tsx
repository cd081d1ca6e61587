import { MEMBER_MESSAGES, type MemberWithPoin } from '@emas/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser } from '../test-app';
import { EMPTY_CUSTOMER, type CounterCustomer } from './counter-model';
import { CustomerCard } from './CustomerCard';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const ANI: MemberWithPoin = {
  kode_member: 'MBDG00001',
  nama_member: 'ANI LESTARI',
  no_hp: '6281277000001',
  alamat: 'JL. ASIA AFRIKA 1',
  tgl_lahir: '1991-05-06',
  no_identitas: '',
  kode_toko_daftar: 'BDG',
  kode_member_referensi: null,
  status: 'AKTIF',
  input_by: 'KASIRBDG',
  created_at: '2026-11-26T03:00:00.000Z',
  poin: 42,
};

/** The counter's customer card holding its state, showing what the document would send. */
function Harness() {
  const [customer, setCustomer] = useState<CounterCustomer>(EMPTY_CUSTOMER);
  return (
    <>
      <CustomerCard value={customer} onChange={setCustomer} title="Customer" salesTestId="counter-sales" withBirthDate />
      <output data-testid="sent">{JSON.stringify({ kode_member: customer.kode_member ?? null, nama: customer.nama_customer, hp: customer.no_hp, alamat: customer.alamat_customer, lahir: customer.tgl_lahir })}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? '{}');

describe('the counter member lookup', () => {
  it('is not shown without MEMBER_MODULE', () => {
    renderScreen(<Harness />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), api: (r) => (r.method === 'GET' ? ok([]) : undefined) });
    expect(screen.queryByTestId('counter-sales-member-phone')).toBeNull();
  });

  it('finds a member by phone on Enter: fills the customer, shows the code and points, and can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Harness />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) => (r.path === 'member/find-by-hp' ? ok(ANI) : r.method === 'GET' ? ok([]) : undefined),
    });
    await user.type(screen.getByTestId('counter-sales-member-phone'), '0812-7700-0001{Enter}');
    expect(await screen.findByTestId('counter-sales-member-kode')).toHaveTextContent('MBDG00001');
    expect(screen.getByTestId('counter-sales-member-poin')).toHaveTextContent('42');
    expect(calls.find((c) => c.path === 'member/find-by-hp')?.query.get('no_hp')).toBe('0812-7700-0001');
    expect(sent()).toEqual({ kode_member: 'MBDG00001', nama: 'ANI LESTARI', hp: '6281277000001', alamat: 'JL. ASIA AFRIKA 1', lahir: '1991-05-06' });
    await user.click(screen.getByTestId('counter-sales-member-clear'));
    expect(sent().kode_member).toBeNull();
    expect(screen.getByTestId('counter-sales-member-phone')).toBeInTheDocument();
  });

  it('an unknown phone offers Daftar Member: the quick registration (phone prefilled) registers and chooses the member', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Harness />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) => {
        if (r.path === 'member/find-by-hp') return fail(404, MEMBER_MESSAGES.phoneNotFound);
        if (r.path === 'member/create') {
          const b = r.body as { nama_member: string; no_hp: string };
          if (!b.nama_member) return fail(400, MEMBER_MESSAGES.namaRequired, { nama_member: MEMBER_MESSAGES.namaRequired });
          return ok({ ...ANI, kode_member: 'MBDG00007', nama_member: b.nama_member.toUpperCase(), no_hp: '6281299990000', alamat: 'JL. BARU', tgl_lahir: null }, MEMBER_MESSAGES.created);
        }
        return r.method === 'GET' ? ok([]) : undefined;
      },
    });
    await user.type(screen.getByTestId('counter-sales-member-phone'), '081299990000{Enter}');
    expect(await screen.findByTestId('counter-sales-member-missing')).toHaveTextContent('No HP belum terdaftar sebagai member');
    await user.click(screen.getByTestId('counter-sales-member-register'));
    expect(await screen.findByTestId('counter-sales-member-hp')).toHaveValue('081299990000');
    await user.click(screen.getByTestId('counter-sales-member-save'));
    await waitFor(() => expect(screen.getByTestId('counter-sales-member-nama')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(screen.getByTestId('counter-sales-member-nama'), 'Budi Baru');
    await user.type(screen.getByTestId('counter-sales-member-alamat'), 'Jl. Baru');
    await user.click(screen.getByTestId('counter-sales-member-save'));
    expect(await screen.findByTestId('counter-sales-member-kode')).toHaveTextContent('MBDG00007');
    expect(screen.getByTestId('counter-sales-member-poin')).toHaveTextContent('0');
    const created = calls.filter((c) => c.path === 'member/create').at(-1)!;
    expect(created.body).toMatchObject({ nama_member: 'Budi Baru', no_hp: '081299990000', alamat: 'Jl. Baru' });
    expect(sent()).toMatchObject({ kode_member: 'MBDG00007', nama: 'BUDI BARU', hp: '6281299990000' });
  });

  it('refuses a birth date that is no date: nothing registered, the field says why', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<Harness />, {
      user: sessionUser('KASIRBDG', 'KASIR', 'BDG'),
      modules: { MEMBER_MODULE: true },
      api: (r) => {
        if (r.path === 'member/find-by-hp') return fail(404, MEMBER_MESSAGES.phoneNotFound);
        if (r.path === 'member/create') return ok({ ...ANI, kode_member: 'MBDG00008', tgl_lahir: null }, MEMBER_MESSAGES.created);
        return r.method === 'GET' ? ok([]) : undefined;
      },
    });
    await user.type(screen.getByTestId('counter-sales-member-phone'), '081299990001{Enter}');
    await user.click(await screen.findByTestId('counter-sales-member-register'));
    await user.type(await screen.findByTestId('counter-sales-member-nama'), 'Citra');
    await user.type(screen.getByTestId('counter-sales-member-tgl-lahir'), '31-02-1990');
    await user.click(screen.getByTestId('counter-sales-member-save'));
    await waitFor(() => expect(screen.getByTestId('counter-sales-member-tgl-lahir')).toHaveAccessibleDescription(/Format tanggal tidak valid/));
    expect(calls.filter((c) => c.path === 'member/create')).toHaveLength(0);
    expect(screen.queryByTestId('counter-sales-member-kode')).toBeNull();
    // the date made right, the member is registered with it
    await user.clear(screen.getByTestId('counter-sales-member-tgl-lahir'));
    await user.type(screen.getByTestId('counter-sales-member-tgl-lahir'), '28-02-1990');
    await user.click(screen.getByTestId('counter-sales-member-save'));
    expect(await screen.findByTestId('counter-sales-member-kode')).toHaveTextContent('MBDG00008');
    expect(calls.filter((c) => c.path === 'member/create').at(-1)!.body).toMatchObject({ nama_member: 'Citra', tgl_lahir: '1990-02-28' });
  });
});
