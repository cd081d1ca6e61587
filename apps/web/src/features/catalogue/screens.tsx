import { findMaster, type MasterRow } from '@emas/domain';
import type { ComponentType } from 'react';
import type { CrudResource, CrudValues } from '../../kit/crud-types';
import { MasterPage } from '../../kit/master';
import { ChatPreview } from './ChatPreview';

/**
 * The catalogue screens of spec 001 §2: each a definition of packages/domain/src/catalogue on the
 * CRUD kit; the ones a customer reads as a message card show the chat preview under their form.
 */

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const lines = (...parts: unknown[]) => parts.map(str).filter((p) => p.trim()).join('\n');

/** What each card-like record looks like in the customer's chat: text and picture from the form. */
const PREVIEWS: Record<string, (v: CrudValues) => { text: string; image: string }> = {
  'banner-katalog': (v) => ({ text: lines(v.title, v.sub_title, v.deskripsi), image: str(v.gambar_path) }),
  'info-katalog': (v) => ({ text: lines(v.title, v.sub_title, v.deskripsi), image: str(v.gambar_path) }),
  'item-katalog': (v) => ({ text: lines(v.nama_barang, v.direct_url), image: str(v.gambar_path) }),
  'hadiah-katalog': (v) => ({ text: lines(v.nama_hadiah, v.info, v.sub_info, v.deskripsi), image: str(v.gambar_path) }),
  'splashscreen-katalog': (v) => ({ text: str(v.text), image: str(v.image_path) }),
};

function withPreview(key: string) {
  const preview = PREVIEWS[key];
  if (!preview) return undefined;
  return (resource: CrudResource<MasterRow>): CrudResource<MasterRow> => ({
    ...resource,
    preview: (values) => {
      const { text, image } = preview(values);
      return <ChatPreview text={text} image={image || null} />;
    },
  });
}

function catalogueScreen(key: string): ComponentType {
  const def = findMaster(key);
  if (!def) throw new Error(`Unknown catalogue resource: ${key}`);
  const extend = withPreview(key);
  function CatalogueScreen() {
    return <MasterPage def={def!} extend={extend} />;
  }
  CatalogueScreen.displayName = `CatalogueScreen(${key})`;
  return CatalogueScreen;
}

export const KategoriKatalogPage = catalogueScreen('kategori-katalog');
export const HargaKatalogPage = catalogueScreen('harga-katalog');
export const BannerKatalogPage = catalogueScreen('banner-katalog');
export const InfoKatalogPage = catalogueScreen('info-katalog');
export const ItemKatalogPage = catalogueScreen('item-katalog');
export const KontakAdminKatalogPage = catalogueScreen('kontak-admin-katalog');
export const HadiahKatalogPage = catalogueScreen('hadiah-katalog');
export const GroupDescriptionKatalogPage = catalogueScreen('group-description-katalog');
export const SplashscreenKatalogPage = catalogueScreen('splashscreen-katalog');
