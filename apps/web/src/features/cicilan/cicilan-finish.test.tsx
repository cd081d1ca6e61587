import { CICILAN_FINISH_MESSAGES as F, dpUnderMinimumDetail, formatRupiah, paymentOverOwedDetail, type CicilanValidationRow } from '@emas/domain';
import { dictionaries } from '@emas/domain/i18n/all';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { fail, ok, renderScreen, sessionUser, type FakeRequest } from '../../kit/test-app';
import { cicilanMessage } from './cicilan-view';
import { PengingatCicilanPage } from './PengingatCicilanPage';
import { ValidasiCicilanPage } from './ValidasiCicilanPage';

beforeAll(async () => {
  initI18n(undefined, dictionaries);
  await i18n.changeLanguage('id');
});
afterAll(async () => {
  await i18n.changeLanguage('id');
});

const SPV = sessionUser('SPVBDG', 'SPV', 'BDG');
const TODAY = '2026-11-29';

const row = (no: string, plan: string, valid: boolean): CicilanValidationRow => ({
  no_transaksi: no,
  no_faktur_cicil: plan,
  tgl_system: TODAY,
  jenis: 'DP',
  nama_customer: 'IBU SITI',
  jumlah: 3_650_000,
  valid,
  valid_by: valid ? 'SPVBDG' : null,
  input_by: 'KASIRBDG',
});

describe('/validasi-cicilan', () => {
  it('lists the day’s money of the plans, sends only the ticked ones, and picks every open one at once', async () => {
    const user = userEvent.setup({ delay: null });
    const api = (r: FakeRequest) => {
      if (r.path === 'cicilan/validasi' && r.method === 'GET') return ok({ tanggal: TODAY, rows: [row('BC-1', 'CC-1', false), row('BC-2', 'CC-2', false), row('BC-3', 'CC-3', true)] });
      if (r.path === 'cicilan/validasi') return ok({ jumlah: (r.body as { no_transaksi: string[] }).no_transaksi.length }, F.validated);
      return ok([]);
    };
    const { calls } = renderScreen(<ValidasiCicilanPage />, { user: SPV, api });
    await waitFor(() => expect(screen.getByTestId('validasi-cicilan-hint')).toHaveTextContent('2 belum divalidasi'));
    expect(screen.getByTestId('validasi-cicilan-simpan')).toBeDisabled();
    expect(screen.getByTestId('validasi-cicilan-pilih-BC-3')).toBeDisabled();
    await user.click(screen.getByTestId('validasi-cicilan-pilih-BC-2'));
    await user.click(screen.getByTestId('validasi-cicilan-simpan'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ no_transaksi: ['BC-2'] }]));
    await user.click(screen.getByTestId('validasi-cicilan-semua'));
    await user.click(screen.getByTestId('validasi-cicilan-simpan'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ no_transaksi: ['BC-1', 'BC-2'] }));
  });
});

describe('/pengingat-cicilan', () => {
  it('shows the store’s settings, names a refused value under its field, and sends now for the business date after Ya', async () => {
    const user = userEvent.setup({ delay: null });
    const setting = { hari: 3, telat: true, template: '', template_telat: '', tgl_system: TODAY };
    const api = (r: FakeRequest) => {
      if (r.path === 'cicilan/pengingat/setting' && r.method === 'GET') return ok(setting);
      if (r.path === 'cicilan/pengingat/setting') return (r.body as { hari: number }).hari > 60 ? fail(400, F.hariInvalid, { hari: F.hariInvalid }) : ok({ ...setting, ...(r.body as object) }, F.settingSaved);
      if (r.path === 'cicilan/pengingat' && r.method === 'GET') return ok([{ no_faktur_cicil: 'CC-1', ke: 1, jenis: 'SEBELUM', tgl_jatuh_tempo: '2026-12-01', no_hp: '6281', pesan: 'Yth. IBU SITI', tgl_system: TODAY, sent_at: '2026-11-29T01:00:00Z' }]);
      if (r.path === 'cicilan/pengingat') return ok({ terkirim: 2, gagal: 0 }, 'Pengingat Cicilan Dikirim');
      return ok([]);
    };
    const { calls } = renderScreen(<PengingatCicilanPage />, { user: SPV, api });
    const hari = await screen.findByTestId('pengingat-cicilan-hari');
    expect(hari).toHaveValue('3');
    expect(await screen.findByText('Yth. IBU SITI')).toBeInTheDocument();
    await user.clear(hari);
    await user.type(hari, '61');
    await user.click(screen.getByTestId('pengingat-cicilan-telat'));
    await user.click(screen.getByTestId('pengingat-cicilan-simpan'));
    expect((await screen.findAllByText(F.hariInvalid)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ hari: 61, telat: false });

    await user.click(screen.getByTestId('pengingat-cicilan-kirim'));
    await user.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ tgl_system: TODAY }));
  });
});

describe('refusals that carry an amount, in another language', () => {
  it('are translated with their amount kept', async () => {
    await i18n.changeLanguage('en');
    expect(cicilanMessage(dpUnderMinimumDetail(3_577_500))).toBe(`The instalment down payment is below the least down payment (${formatRupiah(3_577_500)})`);
    expect(cicilanMessage(paymentOverOwedDetail(10_710_000))).toBe(`The instalment payment is more than the remaining instalments and late fees (${formatRupiah(10_710_000)})`);
    await i18n.changeLanguage('it');
    expect(cicilanMessage(dpUnderMinimumDetail(1000))).toContain('anticipo minimo');
    await i18n.changeLanguage('id');
    expect(cicilanMessage(dpUnderMinimumDetail(1000))).toBe(dpUnderMinimumDetail(1000));
  });
});
