import { HADIAH_KATALOG, ITEM_KATALOG, type MasterRow } from '@emas/domain';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { editValuesOf } from '../../kit/crud-values';
import { masterResource, withoutUnchangedImages } from '../masters/master-resource';

const t = i18n.t.bind(i18n);

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

  it('sends a picture only when a new file was chosen', () => {
    const kept = withoutUnchangedImages(HADIAH_KATALOG, { nama_hadiah: 'Payung', gambar_path: '/api/public/catalogue/files/PST/HADIAH/0123456789abcdef.jpg' });
    expect(kept).toEqual({ nama_hadiah: 'Payung' });
    const changed = withoutUnchangedImages(HADIAH_KATALOG, { nama_hadiah: 'Payung', gambar_path: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(changed.gambar_path).toBe('data:image/png;base64,iVBORw0KGgo=');
  });
});
