import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { badRequest } from '../../http/errors';
import { fundStore } from '../../../test/cash-helpers';
import { counts, firstOf, itemOf, newKey, readyItems, setAkses, COUNTER_SCREENS } from '../../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hasAfterCounterWrite, registerAfterCounterWrite, type CounterWriteEvent } from './after-write';

/**
 * The after-write extension point, through the HTTP API: a hook registered runs inside the document's
 * own transaction (it sees the rows the save wrote as written by its transaction), and its failure
 * rolls the whole document back (no receipt, no stock change, no cash row, no number taken).
 */
let t: TestApp;
let kasir: Record<string, string>;
let kodeSales: string;
let skip = 0;
let unregister: (() => void) | undefined;

beforeAll(async () => {
  t = await createTestApp();
  await fundStore(t);
  await setAkses(t, 'KASIRBDG', [...COUNTER_SCREENS, 'transaksi-pembelian']);
  kasir = t.bearer(await t.login('KASIRBDG'));
  kodeSales = (await firstOf(t, 'sales')).kode_sales as string;
});
afterEach(() => {
  unregister?.();
  unregister = undefined;
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: object) => t.app.inject({ method: url.startsWith('/api/penjualan/barang') ? 'GET' : 'POST', url, headers: kasir, ...(url.startsWith('/api/penjualan/barang') ? {} : { payload }) });

/** A fresh READY item and its counter price. */
async function pricedItem() {
  const [item] = await readyItems(t, 1, { skip });
  skip += 1;
  const q = await call(`/api/penjualan/barang/${item!.kode_barcode}`, {});
  expect(q.statusCode, q.body).toBe(200);
  return { code: item!.kode_barcode, harga: q.json().data.harga_hitung as number };
}

const customer = { nama_customer: 'Rina Wati', no_hp: '0812-0000-1111' };

/** The documents written at the counter, each with its table and number column. */
const DOCUMENTS = {
  sale: {
    table: 'penjualan',
    key: 'no_faktur_group',
    async post() {
      const { code, harga } = await pricedItem();
      const body = { idempotency_key: newKey(), kode_sales: kodeSales, ...customer, detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga + 1_000 }] };
      return { code, harga, res: await call('/api/penjualan', body) };
    },
  },
  layaway: {
    table: 'titip',
    key: 'no_titip',
    async post() {
      const { code, harga } = await pricedItem();
      const body = { idempotency_key: newKey(), kode_sales: kodeSales, ...customer, detail: [{ kode_barcode: code, harga }], pembayaran: [{ jenis: 'CASH', jumlah_rp: harga }] };
      return { code, harga, res: await call('/api/titip', body) };
    },
  },
  buyBack: {
    table: 'pembelian',
    key: 'no_faktur_group',
    async post() {
      const detail = [{ nama_barang: 'GELANG LUAR TOKO', kode_group: 'P17', kode_dept: 'GL', berat: '5.000', kode_kondisi: 'RUSAK' }];
      return { code: null, harga: 0, res: await call('/api/pembelian', { idempotency_key: newKey(), kode_sales: kodeSales, ...customer, detail }) };
    },
  },
} as const;

describe('after a counter document is written', () => {
  it('runs no hook unless one is registered, and unregistering removes it', () => {
    // a walk-in sale: no hook of the product acts on it (points act only with a member)
    const walkIn = { jenis: 'PENJUALAN' as const, kodeMember: null };
    expect(hasAfterCounterWrite(walkIn)).toBe(false);
    const off = registerAfterCounterWrite(async () => {});
    expect(hasAfterCounterWrite(walkIn)).toBe(true);
    off();
    expect(hasAfterCounterWrite(walkIn)).toBe(false);
  });

  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    it(`runs a registered hook inside the ${name}'s own transaction, with the document's event`, async () => {
      const seen: { event: CounterWriteEvent; ownRow: boolean }[] = [];
      unregister = registerAfterCounterWrite(async (trx, event) => {
        // the document's row is there, and written by the transaction the hook runs in (not yet committed)
        const { rows } = await sql<{ own: boolean }>`select (xmin::text = (txid_current() % 4294967296)::text) as own
          from ${sql.table(doc.table)} where kode_toko = ${event.kodeToko} and ${sql.ref(doc.key)} = ${event.no}`.execute(trx);
        seen.push({ event, ownRow: rows[0]?.own === true });
      });
      const { res, harga } = await doc.post();
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(seen).toHaveLength(1);
      expect(seen[0]!.ownRow).toBe(true);
      expect(seen[0]!.event).toMatchObject({ kodeToko: 'BDG', no: data[doc.key], userId: 'KASIRBDG', customer: { nama: 'RINA WATI', noHp: '0812-0000-1111' } });
      if (name === 'sale') expect(seen[0]!.event).toMatchObject({ jenis: 'PENJUALAN', total: harga, dibayar: harga });
      if (name === 'layaway') expect(seen[0]!.event).toMatchObject({ jenis: 'TITIP', total: harga, dibayar: harga });
      if (name === 'buyBack') expect(seen[0]!.event).toMatchObject({ jenis: 'PEMBELIAN', total: data.total_harga, dibayar: 0 });
    });

    it(`rolls the whole ${name} back when a hook fails`, async () => {
      unregister = registerAfterCounterWrite(async () => {
        throw badRequest('hook menolak');
      });
      const before = await counts(t);
      const buyBacks = await t.db.selectFrom('pembelian').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const { res, code } = await doc.post();
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('hook menolak');
      // no document, line, payment, cash row, stock movement or number left behind
      expect(await counts(t)).toEqual(before);
      expect(await t.db.selectFrom('pembelian').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(buyBacks);
      if (code) expect((await itemOf(t, code)).status).toBe('READY');
    });
  }

  it('saves as before once the failing hook is unregistered', async () => {
    const off = registerAfterCounterWrite(async () => {
      throw badRequest('hook menolak');
    });
    off();
    const { res } = await DOCUMENTS.sale.post();
    expect(res.statusCode, res.body).toBe(200);
  });
});
