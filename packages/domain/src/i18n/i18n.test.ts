import { describe, expect, it } from 'vitest';
import { ROUTES } from '../access/routes';
import { MESSAGE_CATALOGUES, messageCode, messageOf, NAMED_MESSAGE_CODES, namedMessage } from '../messages/codes';
import { fillMessage, MESSAGE_TEMPLATES } from '../messages/templates';
import { CASH_MESSAGES } from '../cash/messages';
import { formatRupiah } from '../format/number';
import { balanceTooLowMessage, moneyAlreadyReceivedMessage } from '../kirim-uang/messages';
import { alreadyReceivedMessage, tokoUnknownMessage } from '../receiving/messages';
import { itemLeftPlaceMessage, opnameClosedMessage, STOCK_COUNT_MESSAGES } from '../stock-count/messages';
import { duplicateBarcodeMessage, rowErrorMessage, statusRefusedMessage } from '../stock/messages';
import { dictionaries } from './all/index';
import { id, LANGUAGES } from './index';

type Tree = { readonly [key: string]: unknown };

/** Leaf texts of a dictionary by dotted key path (the way i18next looks them up). */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Paths of ROUTES when the languages were translated. Routes added since keep their id title
 * (i18next falls back to en, then id) until a translation adds them here and to every language.
 */
const TRANSLATED_PATHS = [
  '/', '/terms-and-conditions', '/privacy-policy', '/home', '/blank', '/landingpages', '/404', '/ganti-password',
  '/subMenuBarang', '/SubMenuPenjualan', '/SubMenuPesanan', '/SubMenuPembelian', '/SubMenuService', '/SubMenuHutang',
  '/SubMenuValidasi', '/SubMenuLaporan', '/SubMenuUtility', '/SubMenuMember',
  '/data-users', '/hak-akses-users', '/settingtoko', '/settingsystem', '/laporan-audit-login', '/parameter-akun', '/laporan-neraca-saldo', '/laporan-buku-besar',
  '/kirim-uang-pusat', '/terima-uang-kas', '/laporan-kirim-uang-keluar', '/import-data-pusat', '/tutup-toko', '/laporan-eod',
  '/transaksi-pesanan', '/lihat-pesanan', '/pre-order', '/validasi-pesanan', '/laporan-batal-pesanan', '/laporan-pesanan-barang',
];

const reference = leaves(id);
const others = Object.entries(dictionaries).filter(([lang]) => lang !== 'id');

describe('i18n dictionaries', () => {
  it('has a dictionary for every language', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
    expect(dictionaries.id).toBe(id);
  });

  it('uses only keys of the id dictionary, each a non-empty text where id has a text', () => {
    for (const [lang, dict] of others) {
      const stray = [...leaves(dict as Tree).keys()].filter((k) => !reference.has(k));
      expect(stray, `${lang}: keys that id does not have`).toEqual([]);
      for (const [key, value] of leaves(dict as Tree)) {
        expect(typeof value, `${lang}: ${key}`).toBe('string');
        expect((value as string).trim(), `${lang}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it('keeps the placeholders of the id texts', () => {
    for (const [lang, dict] of others) {
      for (const [key, value] of leaves(dict as Tree)) {
        const source = reference.get(key);
        if (typeof source !== 'string' || typeof value !== 'string') continue;
        expect(placeholders(value), `${lang}: ${key}`).toEqual(placeholders(source));
      }
    }
  });

  it('has en texts for every key of common, shell, auth and settings, and the translated routes', () => {
    const en = leaves(dictionaries.en as Tree);
    const stable = ['common', 'routes', 'shell', 'auth', 'settings'];
    const routeKeys = new Set(TRANSLATED_PATHS.map((p) => `routes.${p}`));
    const missing = [...reference.keys()].filter(
      (k) => stable.includes(k.split('.')[0]) && (!k.startsWith('routes.') || routeKeys.has(k)) && !en.has(k),
    );
    expect(missing).toEqual([]);
  });

  it('has an en title for every translated path of the route table', () => {
    const en = dictionaries.en as { routes?: Record<string, string> };
    const paths = ROUTES.map((r) => r.path);
    const missing = TRANSLATED_PATHS.filter((p) => paths.includes(p) && !en.routes?.[p]);
    expect(missing).toEqual([]);
  });
});

/** Areas every language translates in full (issue 17 item 8: the screens named there, and the server's messages). */
const COMPLETE_AREAS = ['cicilan', 'salesHistory', 'labels', 'purchases', 'messages', 'routes', 'sales', 'stockCount', 'receiving', 'authorization', 'resources'];

describe('messages the server sends (docs/api.md §4, Message codes)', () => {
  const catalogueTexts = Object.values(MESSAGE_CATALOGUES).flatMap((catalogue) => Object.values(catalogue).filter((v): v is string => typeof v === 'string'));

  it('gives every catalogue text a code whose id text is the catalogue text, byte for byte', () => {
    expect(catalogueTexts.length).toBeGreaterThan(200);
    for (const text of catalogueTexts) {
      const code = messageCode(text);
      expect(code, text).toBeDefined();
      expect(reference.get(`messages.${code}`), code).toBe(text);
    }
  });

  const templates = Object.entries(MESSAGE_TEMPLATES).flatMap(([area, list]) => Object.entries(list).map(([key, text]) => [`${area}.${key}`, text] as const));

  it('has in id exactly one entry per code, each mapping back to its code', () => {
    const entries = [...reference.entries()].filter(([k]) => k.startsWith('messages.'));
    expect(entries.length).toBe(new Set(catalogueTexts).size + templates.length + NAMED_MESSAGE_CODES.length);
    const templateKeys = new Set(templates.map(([code]) => `messages.${code}`));
    // a named code (a shared text a route sends with its own area's code) is the one entry that does not map back
    const namedKeys = new Set(NAMED_MESSAGE_CODES.map((code) => `messages.${code}`));
    for (const [key, text] of entries) if (!templateKeys.has(key) && !namedKeys.has(key)) expect(`messages.${messageCode(text as string)}`).toBe(key);
    for (const code of NAMED_MESSAGE_CODES) expect(reference.get(`messages.${code}`)).toBe(namedMessage(code).text);
  });

  it('gives a text built from a template its template code and values back, and the id template is the domain template', () => {
    const sample: Record<string, string> = { label: 'Nama Contoh', code: 'BDG0000001', status: 'TITIP', jumlah: '2', min: '1', max: '30', decimals: '2', persen: '10', minimum: 'Rp 150,000', tgl: '10-03-2025', row: '3' };
    for (const [code, template] of templates) {
      expect(reference.get(`messages.${code}`), code).toBe(template);
      const names = placeholders(template);
      // a code's value is upper-cased (templates.ts reads a code as one word without small letters)
      const params = Object.fromEntries(names.map((n) => [n, sample[n] ?? (/^(kode|no)/.test(n) ? `X${n.toUpperCase()}` : `X${n}`)]));
      expect(messageOf(fillMessage(template, params)), template).toEqual(names.length ? { code, params } : { code });
    }
    expect(messageOf('Barcode BDG0000001 tidak ditemukan')).toEqual({ code: 'barcodes.barcodeNotFound', params: { code: 'BDG0000001' } });
    expect(messageOf('Kode Sales S01 sudah terdaftar')).toEqual({ code: 'records.duplicateCode', params: { label: 'Kode Sales', code: 'S01' } });
    expect(messageOf('Data Tersedia')).toEqual({ code: 'common.dataAvailable' });
    // a fixed text that only looks like a template keeps no code (codes are upper-cased)
    expect(messageOf('Kode Toko tidak terdaftar')).toBeUndefined();
  });

  it('has every template in every language, with the same placeholders as the Indonesian one', () => {
    for (const [lang, dict] of others) {
      const have = leaves(dict as Tree);
      for (const [code, template] of templates) {
        const text = have.get(`messages.${code}`);
        expect(typeof text, `${lang}: messages.${code}`).toBe('string');
        expect(placeholders(text as string), `${lang}: messages.${code}`).toEqual(placeholders(template));
      }
    }
  });

  it('reads the stock, receiving, stock count and money texts back as their template and values', () => {
    expect(messageOf(statusRefusedMessage('BDG0000001', 'PINDAH', 'TERJUAL'))).toEqual({ code: 'stockRefusals.pindah', params: { code: 'BDG0000001', status: 'TERJUAL' } });
    // a sale and a correction refused share the sales' and the item edit's text, so one code each
    expect(messageOf(statusRefusedMessage('BDG0000001', 'JUAL', 'TITIP'))?.code).toBe('barcodes.notSellable');
    expect(messageOf(statusRefusedMessage('BDG0000001', 'KOREKSI', 'TERJUAL'))?.code).toBe('stockItems.notEditable');
    expect(messageOf(duplicateBarcodeMessage('BDG0000001'))?.code).toBe('stockItems.duplicateBarcode');
    expect(messageOf(rowErrorMessage(3, 'Berat tidak boleh 0'))).toEqual({ code: 'stockItems.rowError', params: { row: '3', message: 'Berat tidak boleh 0' } });
    expect(messageOf(alreadyReceivedMessage('KRM-BDG-250310-000001', null))?.code).toBe('shipments.alreadyReceived');
    expect(messageOf(alreadyReceivedMessage('KRM-BDG-250310-000001', 'TRM-SBY-250310-000002'))).toEqual({
      code: 'shipments.alreadyReceivedAs',
      params: { noKirim: 'KRM-BDG-250310-000001', noTerima: 'TRM-SBY-250310-000002' },
    });
    expect(messageOf(tokoUnknownMessage('XYZ'))?.code).toBe('shipments.tokoUnknown');
    expect(messageOf(opnameClosedMessage('CT01', 1, [{ kode_barcode: 'BDG0000009', status: 'TERJUAL' }]))).toEqual({
      code: 'stockCounts.closedMovedNotMoved',
      params: { jumlah: '1', kodeBaki: 'CT01', items: 'BDG0000009 (TERJUAL)' },
    });
    expect(opnameClosedMessage(null, 0, [])).toBe(STOCK_COUNT_MESSAGES.opnameClosed);
    expect(messageOf(itemLeftPlaceMessage('BDG0000001', { kode_gudang: 'UTAMA', kode_baki: 'B02' }, { kode_gudang: 'UTAMA', kode_baki: 'B01', status: 'READY' }))?.code).toBe('stockCounts.leftTrayNowAt');
    expect(messageOf(balanceTooLowMessage(150000))).toEqual({ code: 'moneyTransfers.balanceTooLow', params: { saldo: formatRupiah(150000) } });
    expect(messageOf(moneyAlreadyReceivedMessage('KU-BDG-250310-000001', 'ADMIN'))?.code).toBe('moneyTransfers.alreadyReceivedBy');
    expect(messageOf(CASH_MESSAGES.saldoKurang('CASH', 1000))?.code).toBe('cashBook.cashShort');
    expect(messageOf(CASH_MESSAGES.saldoKurang('BCA 123', 1000))).toEqual({ code: 'cashBook.accountShort', params: { akun: 'BCA 123', saldo: formatRupiah(1000) } });
  });

  it('keeps codes stable: a few codes the web and other clients rely on', () => {
    expect(messageCode('Invalid Token.')).toBe('common.invalidToken');
    expect(messageCode('Penjualan Berhasil Disimpan')).toBe('sales.saleSaved');
    expect(messageCode('Data Tersedia')).toBe('common.dataAvailable');
    expect(messageCode('Barcode BDG0000001 tidak ditemukan')).toBeUndefined();
  });

  it('has a translation of every message in every language, so a new catalogue message is translated before it ships', () => {
    for (const [lang, dict] of others) {
      const have = leaves(dict as Tree);
      const missing = [...reference.keys()].filter((k) => k.startsWith('messages.') && !have.has(k));
      expect(missing, `${lang}: messages without a translation (add them to ${lang}/messages.ts)`).toEqual([]);
    }
  });
});

describe('areas translated in full', () => {
  it.each(COMPLETE_AREAS)('%s has every key in every language', (area) => {
    for (const [lang, dict] of others) {
      const have = leaves(dict as Tree);
      const missing = [...reference.keys()].filter((k) => k.split('.')[0] === area && !have.has(k));
      expect(missing, `${lang}: ${area}`).toEqual([]);
    }
  });
});
