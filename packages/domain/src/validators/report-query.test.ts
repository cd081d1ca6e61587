import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportQuery } from './report-query';

const query = reportQuery({
  filter: ['ALL', 'CASH'],
  sortBy: ['tgl', 'jumlah'],
  extra: { no_rekening: z.string({ message: 'Rekening Tidak Boleh Kosong' }).min(1, 'Rekening Tidak Boleh Kosong') },
});
const good = { tgl_awal: '2026-11-01', tgl_akhir: '2026-11-26', filter: 'ALL', sort_by: 'tgl', no_rekening: '123' };

describe('reportQuery', () => {
  it('answers the validated values', () => {
    expect(query.validate(good, { oneMonth: true })).toEqual({ ok: true, value: good });
  });

  it('puts the shared messages and the report’s own on their fields, the first as the message', () => {
    const res = query.validate({ filter: 'BANK', sort_by: 'x' }, { oneMonth: false });
    expect(res).toEqual({
      ok: false,
      message: 'Tanggal Awal Tidak Boleh Kosong',
      errors: {
        tgl_awal: 'Tanggal Awal Tidak Boleh Kosong',
        tgl_akhir: 'Tanggal Akhir Tidak Boleh Kosong',
        filter: 'Filter Tidak Boleh Kosong',
        sort_by: 'Sort By Tidak Boleh Kosong',
        no_rekening: 'Rekening Tidak Boleh Kosong',
      },
    });
  });

  it('applies the one-month rule only when the module is on', () => {
    const long = { ...good, tgl_awal: '2026-08-01' };
    expect(query.validate(long, { oneMonth: false }).ok).toBe(true);
    expect(query.validate(long, { oneMonth: true })).toMatchObject({ ok: false, errors: { tgl_awal: 'Rentang tanggal tidak boleh lebih dari 1 bulan' } });
  });

  it('a report without period, filter or sort asks only for its own fields', () => {
    const bare = reportQuery({ period: false, extra: { kode: z.string().min(1, 'Kode Tidak Boleh Kosong') } });
    expect(bare.validate({ kode: 'A' }, { oneMonth: true })).toEqual({ ok: true, value: { kode: 'A', tgl_awal: '', tgl_akhir: '', filter: '', sort_by: '' } });
    expect(bare.validate({}, { oneMonth: true })).toMatchObject({ ok: false, errors: { kode: expect.any(String) } });
    expect(Object.keys(bare.querystring.shape)).toEqual(['kode']);
  });

  it('a spec-named period (tgl_from, tgl_to) runs through the shared validator, errors on the spec names', () => {
    const named = reportQuery({ periodNames: { from: 'tgl_from', to: 'tgl_to' } });
    expect(Object.keys(named.querystring.shape)).toEqual(['tgl_from', 'tgl_to']);
    expect(named.validate({ tgl_from: '2026-08-01', tgl_to: '2026-08-02' }, { oneMonth: false })).toMatchObject({ ok: true, value: { tgl_awal: '2026-08-01', tgl_akhir: '2026-08-02' } });
    expect(named.validate({}, { oneMonth: false })).toEqual({
      ok: false,
      message: 'Tanggal Awal Tidak Boleh Kosong',
      errors: { tgl_from: 'Tanggal Awal Tidak Boleh Kosong', tgl_to: 'Tanggal Akhir Tidak Boleh Kosong' },
    });
    expect(named.validate({ tgl_from: '2026-06-01', tgl_to: '2026-08-02' }, { oneMonth: true })).toMatchObject({
      ok: false,
      errors: { tgl_from: 'Rentang tanggal tidak boleh lebih dari 1 bulan', tgl_to: 'Rentang tanggal tidak boleh lebih dari 1 bulan' },
    });
  });
});
