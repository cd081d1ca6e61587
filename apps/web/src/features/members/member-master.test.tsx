import { MEMBER_MESSAGES, type MemberRow } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadWholeId } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { MemberMasterPage } from './MemberMasterPage';

beforeAll(async () => {
  initI18n();
  await loadWholeId();
  await i18n.changeLanguage('id');
});

const row = (kode: string, nama: string, status: MemberRow['status'] = 'AKTIF'): MemberRow => ({
  kode_member: kode,
  nama_member: nama,
  no_hp: `62812770${kode.slice(-5)}`,
  alamat: 'JL. BRAGA 1',
  tgl_lahir: '1990-01-02',
  no_identitas: '',
  kode_toko_daftar: kode.slice(1, 4),
  kode_member_referensi: null,
  status,
  input_by: 'KASIRBDG',
  created_at: '2026-11-26T03:00:00.000Z',
});

/** A fake member API: the list filtered by `search`, create with a generated code, deactivate. */
function fakeMembers(rows: MemberRow[]) {
  return (r: FakeRequest) => {
    if (r.path === 'member/get/all') {
      const q = (r.query.get('search') ?? '').toUpperCase();
      const found = rows.filter((m) => !q || m.nama_member.includes(q) || m.no_hp.includes(q) || m.kode_member.includes(q));
      return ok({ count: found.length, rows: found });
    }
    if (r.path === 'member/create' && r.method === 'POST') {
      const b = r.body as { nama_member: string; no_hp: string };
      if (rows.some((m) => m.no_hp === b.no_hp)) return fail(400, `No HP sudah terdaftar sebagai member ${rows.find((m) => m.no_hp === b.no_hp)!.kode_member}`, { no_hp: 'x' });
      const added = { ...row(`MBDG${String(rows.length + 1).padStart(5, '0')}`, b.nama_member), no_hp: b.no_hp };
      rows.push(added);
      return ok(added, MEMBER_MESSAGES.created);
    }
    const del = /^member\/delete\/(.+)$/.exec(r.path);
    if (del && r.method === 'DELETE') {
      const m = rows.find((x) => x.kode_member === del[1])!;
      m.status = 'TIDAK AKTIF';
      return ok(m, MEMBER_MESSAGES.deactivated);
    }
    const link = /^member-page\/link\/(.+)$/.exec(r.path);
    if (link && r.method === 'POST') {
      return ok({ kode_member: link[1], token: 'L1.1790000000.SIG', url: '/member/L1.1790000000.SIG', berlaku_sampai: '2026-12-26T03:00:00.000Z' }, 'Link member dibuat');
    }
    const revoke = /^member-page\/revoke\/(.+)$/.exec(r.path);
    if (revoke && r.method === 'POST') return ok({ kode_member: revoke[1], dicabut: 2 }, 'Semua link member dicabut');
    return r.method === 'GET' ? ok([]) : undefined;
  };
}

describe('/master-member', () => {
  it('lists members, searches on the server, adds one without a code (generated) and deactivates with a confirmation', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [row('MBDG00001', 'ANI LESTARI'), row('MSBY00001', 'CITRA DEWI')];
    const { calls } = renderScreen(<MemberMasterPage />, { user: sessionUser('SPVBDG', 'SPV', 'BDG'), modules: { MEMBER_MODULE: true }, api: fakeMembers(rows) });
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();
    expect(screen.getByText('DATA MEMBER')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Kode Member', 'Nama Member', 'No HP', 'Alamat', 'Tanggal Lahir', 'Toko Daftar', 'Member Referensi', 'Status', 'Aksi']);
    // CSV is for SU / MU only
    expect(screen.queryByTestId('data-table-csv')).toBeNull();

    await user.type(screen.getByTestId('member-search'), 'citra{Enter}');
    await waitFor(() => expect(screen.queryByText('ANI LESTARI')).toBeNull());
    expect(screen.getByText('CITRA DEWI')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'member/get/all' && c.query.get('search') === 'citra')).toBe(true);
    await user.clear(screen.getByTestId('member-search'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: 'Kode Member' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama Member' }), 'budi');
    await user.type(within(dialog).getByRole('textbox', { name: 'No HP' }), '081277000009');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
    expect(await screen.findByText('BUDI')).toBeInTheDocument();
    const created = calls.find((c) => c.path === 'member/create')!;
    expect(created.body).toMatchObject({ nama_member: 'BUDI', no_hp: '6281277000009' });
    expect(created.body).not.toHaveProperty('kode_member');

    await user.click(screen.getByTestId('row-delete-MBDG00001'));
    expect(await screen.findByText('Nonaktifkan member MBDG00001 ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === 'member/delete/MBDG00001')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('row-delete-MBDG00001')).toBeNull());
  });

  it("hands out a member page link with its QR and address to copy; a supervisor revokes every link after a confirmation", { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<MemberMasterPage />, { user: sessionUser('SPVBDG', 'SPV', 'BDG'), modules: { MEMBER_MODULE: true }, api: fakeMembers([row('MBDG00001', 'ANI LESTARI')]) });
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();
    await user.click(screen.getByTestId('row-member-link-MBDG00001'));
    const dialog = await screen.findByTestId('member-link-dialog');
    expect(within(dialog).getByTestId('member-link-url')).toHaveValue(`${window.location.origin}/member/L1.1790000000.SIG`);
    expect(within(dialog).getByTestId('member-link-qr')).toBeInTheDocument();
    expect(within(dialog).getByTestId('member-link-copy')).toHaveTextContent('Salin');
    expect(screen.getByText('Link Halaman Member MBDG00001')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'member-page/link/MBDG00001')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByTestId('member-link-dialog')).toBeNull());

    await user.click(screen.getByTestId('row-member-revoke-MBDG00001'));
    expect(await screen.findByText(/Cabut semua link halaman member MBDG00001\?/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('member-page/revoke'))).toBe(false);
    await user.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === 'member-page/revoke/MBDG00001')).toBe(true));
    expect(await screen.findByText('2 link dicabut')).toBeInTheDocument();
  });

  it('takes a phone written with dashes, spaces or +62 (typed or pasted) as the same number', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(<MemberMasterPage />, { user: sessionUser('SPVBDG', 'SPV', 'BDG'), modules: { MEMBER_MODULE: true }, api: fakeMembers([row('MBDG00001', 'ANI LESTARI')]) });
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();
    for (const [typed, pasted, nama] of [
      ['0812-7700-0010', false, 'DEWI'],
      ['+62 812-7700-0011', true, 'EKA'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Nama Member' }), nama);
      const hp = within(dialog).getByRole('textbox', { name: 'No HP' });
      if (pasted) {
        await user.click(hp);
        await user.paste(typed);
      } else {
        await user.type(hp, typed);
      }
      expect(within(dialog).queryByText('Tidak Boleh Minus !')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Simpan Data' }));
      expect(await screen.findByText(nama)).toBeInTheDocument();
    }
    const created = calls.filter((c) => c.path === 'member/create').map((c) => (c.body as { no_hp: string }).no_hp);
    expect(created).toEqual(['6281277000010', '6281277000011']);
  });

  it('a cashier gets the link button but not the revoke button', async () => {
    renderScreen(<MemberMasterPage />, { user: sessionUser('KASIRBDG', 'KASIR', 'BDG'), modules: { MEMBER_MODULE: true }, api: fakeMembers([row('MBDG00001', 'ANI LESTARI')]) });
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();
    expect(screen.getByTestId('row-member-link-MBDG00001')).toBeInTheDocument();
    expect(screen.queryByTestId('row-member-revoke-MBDG00001')).toBeNull();
  });

  it('offers the CSV export to SU', async () => {
    renderScreen(<MemberMasterPage />, { user: sessionUser('ADMIN', 'SU', 'PST'), modules: { MEMBER_MODULE: true }, api: fakeMembers([row('MBDG00001', 'ANI LESTARI')]) });
    expect(await screen.findByText('ANI LESTARI')).toBeInTheDocument();
    expect(screen.getByTestId('data-table-csv')).toBeInTheDocument();
  });
});
