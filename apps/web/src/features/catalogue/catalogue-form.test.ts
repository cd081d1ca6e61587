import { findMaster, GROUP_DESCRIPTION_KATALOG, HADIAH_KATALOG, HARGA_KATALOG, ITEM_KATALOG, SPLASHSCREEN_KATALOG, type MasterRow } from '@emas/domain';
import { dictionaries } from '@emas/domain/i18n/all';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { addValuesOf, editValuesOf } from '../../kit/crud-values';
import { masterResource, optionsOfRows, withoutUnchangedImages } from '../../kit/master';

const t = i18n.t.bind(i18n);

beforeAll(() => {
  initI18n(undefined, dictionaries);
});

describe('catalogue resources on the CRUD kit', () => {
  it('the item form shows hashtags as "#a, #b", one banner code and the stored picture; Enter does not submit', () => {
    const resource = masterResource(ITEM_KATALOG, { t });
    const row: MasterRow = { kode_barang: 'I1', hashtag_kadar: ['24k', 'emas'], kode_banner: ['B1'], gambar_path: ['/api/public/catalogue/files/PST/ITEM/0123456789abcdef.jpg'] };
    const values = editValuesOf(resource.fields, row);
    expect(values).toMatchObject({ hashtag_kadar: '#24k, #emas', kode_banner: ['B1'], gambar_path: '/api/public/catalogue/files/PST/ITEM/0123456789abcdef.jpg' });
    expect(resource.preventEnterSubmit).toBe(true);
    expect(resource.emptyText).toBe('Data Item Kosong');
    expect(resource.csvFileName).toBe('kategori-katalog');
    expect(resource.columns.map((c) => c.key)).toEqual(['kode_barang', 'nama_barang', 'berat', 'harga_jual', 'gambar_path', 'kode_banner', 'kode_info']);
  });

  it('the item form shows harga_jual_str, deskripsi_banner and deskripsi_info read-only in edit, and never sends them (spec 001 §3)', () => {
    const resource = masterResource(ITEM_KATALOG, { t });
    const display = resource.fields.filter((f) => ['harga_jual_str', 'deskripsi_banner', 'deskripsi_info'].includes(f.name));
    expect(display.map((f) => [f.name, f.label, f.readOnly, f.only])).toEqual([
      ['harga_jual_str', 'Harga Jual (Tampilan)', true, 'edit'],
      ['deskripsi_banner', 'Deskripsi Banner', true, 'edit'],
      ['deskripsi_info', 'Deskripsi Info', true, 'edit'],
    ]);
    const row: MasterRow = { kode_barang: 'I1', harga_jual: 3_000_000, harga_jual_str: 'Rp 3,000,000', deskripsi_banner: ['Promo Emas', 'Cicilan 0%'], deskripsi_info: [] };
    expect(editValuesOf(resource.fields, row)).toMatchObject({ harga_jual_str: 'Rp 3,000,000', deskripsi_banner: 'Promo Emas, Cicilan 0%', deskripsi_info: '' });
    // a new item has nothing to show yet
    expect(Object.keys(addValuesOf(resource.fields))).not.toContain('harga_jual_str');
    const body = withoutUnchangedImages(ITEM_KATALOG, { nama_barang: 'Cincin', harga_jual: 3_000_000, harga_jual_str: 'Rp 3,000,000', deskripsi_banner: 'Promo Emas', deskripsi_info: '' });
    expect(body).toEqual({ nama_barang: 'Cincin', harga_jual: 3_000_000 });
  });

  it('the splash screen form shows its name, kode and picture URL read-only, and sends only text, position and a new picture', () => {
    const resource = masterResource(SPLASHSCREEN_KATALOG, { t });
    expect(resource.fields.filter((f) => f.readOnly).map((f) => [f.name, f.label])).toEqual([
      ['name', 'Nama'],
      ['kode', 'Kode'],
      ['url', 'URL Gambar'],
    ]);
    const url = '/api/public/catalogue/files/PST/SPLASHSCREEN/0123456789abcdef.jpg';
    const row: MasterRow = { screen_name: 'GUEST-1', name: 'Splash Screen Guest 1', kode: 'GUEST-1', url, image_path: url, text: 'Halo', position: 'bottom' };
    const values = editValuesOf(resource.fields, row);
    expect(values).toMatchObject({ name: 'Splash Screen Guest 1', kode: 'GUEST-1', url });
    expect(withoutUnchangedImages(SPLASHSCREEN_KATALOG, values)).toEqual({ screen_name: 'GUEST-1', text: 'Halo', position: 'bottom' });
  });

  it('sends a picture only when a new file was chosen', () => {
    const kept = withoutUnchangedImages(HADIAH_KATALOG, { nama_hadiah: 'Payung', gambar_path: '/api/public/catalogue/files/PST/HADIAH/0123456789abcdef.jpg' });
    expect(kept).toEqual({ nama_hadiah: 'Payung' });
    const changed = withoutUnchangedImages(HADIAH_KATALOG, { nama_hadiah: 'Payung', gambar_path: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(changed.gambar_path).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it("group choices read 'NAME / PURITY' (spec 001 §3), and list columns show the listed records' labels", () => {
    const groups: MasterRow[] = [{ kode_group: 'G24', nama_group: 'EMAS 24K', kadar: 99.9 }, { kode_group: 'G17', nama_group: 'EMAS 17K', kadar: 70 }];
    const banners: MasterRow[] = [{ kode_banner: 'B1', title: 'Promo Emas' }];
    const optionsOf = (key: string, fields?: readonly string[]) => optionsOfRows(key, key === 'group' ? groups : key === 'banner-katalog' ? banners : [], fields);
    const description = masterResource(GROUP_DESCRIPTION_KATALOG, { t, optionsOf });
    const select = description.fields.find((f) => f.name === 'kode_group');
    expect(select && 'options' in select ? select.options : []).toEqual([
      { value: 'G24', label: 'EMAS 24K / 99.9' },
      { value: 'G17', label: 'EMAS 17K / 70' },
    ]);
    const harga = masterResource(HARGA_KATALOG, { t, optionsOf });
    const list = harga.fields.find((f) => f.name === 'detail_group');
    expect(list && 'options' in list ? list.options : []).toEqual([
      { value: 'G24', label: 'EMAS 24K / 99.9' },
      { value: 'G17', label: 'EMAS 17K / 70' },
    ]);
    expect(harga.columns.find((c) => c.key === 'detail_group')?.text?.({ detail_group: ['G17', 'G24'] })).toBe('EMAS 17K / 70, EMAS 24K / 99.9');
    const item = masterResource(ITEM_KATALOG, { t, optionsOf });
    expect(item.columns.find((c) => c.key === 'kode_banner')?.text?.({ kode_banner: ['B1', 'B9'] })).toBe('B1 - Promo Emas, B9');
    // other masters' selects keep 'CODE - NAME'
    expect(optionsOfRows('group', groups)).toEqual([
      { value: 'G24', label: 'G24 - EMAS 24K' },
      { value: 'G17', label: 'G17 - EMAS 17K' },
    ]);
  });

  it('labels come from the picked language, the registry Indonesian where a language has none (a dictionary without the key)', async () => {
    await i18n.changeLanguage('en');
    try {
      const resource = masterResource(ITEM_KATALOG, { t: i18n.t.bind(i18n) });
      expect(resource.fields.find((f) => f.name === 'nama_barang')?.label).toBe('Item Name');
      expect(resource.columns.find((c) => c.key === 'harga_jual')?.header).toBe('Selling Price');
      expect(resource.emptyText).toBe('No catalogue items');
      expect(resource.fields.find((f) => f.name === 'harga_jual_str')?.label).toBe('Selling Price (Display)');
      expect(masterResource(SPLASHSCREEN_KATALOG, { t: i18n.t.bind(i18n) }).fields.find((f) => f.name === 'url')?.label).toBe('Picture URL');
      // a label a language lacks falls back to the registry's Indonesian
      const gudang = masterResource(findMaster('gudang')!, { t: ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as never });
      expect(gudang.fields.find((f) => f.name === 'kode_gudang')?.label).toBe(findMaster('gudang')!.code.label);
    } finally {
      await i18n.changeLanguage('id');
    }
  });
});
