import { seedMembers } from './seed-members';
import { defaultAksesFor, MODULES, type Level } from '@emas/domain';
import type { FileStore } from '../files';
import { seedCouponDemo } from './seed-coupons';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './database';
import { seedOpeningBalances } from './seed-cash';
import { seedCatalogue } from './seed-catalogue';
import { seedMasters } from './seed-masters';
import { seedManualGoods } from './seed-manual';
import { seedSuppliers } from './seed-suppliers';
import { seedKirimBarang } from './seed-kirim-barang';
import { seedBerlian } from './seed-berlian';
import { seedPawnParameters } from './seed-pawn';
import { seedCicilanParameters } from './seed-cicilan';
import { seedStock } from './seed-stock';
import { seedReceiving } from './seed-receiving';

/** The demo chain of README.md (Demo users): head office PST, branches BDG and SBY, five users (demo123). */
export const DEMO_STORES = [
  {
    kode_toko: 'PST',
    nama_toko: 'EMAS SEJAHTERA PUSAT',
    alamat_toko: 'JL. JENDERAL SUDIRMAN NO. 128, KEBAYORAN BARU, JAKARTA SELATAN, DKI JAKARTA 12190',
    telepon: '021-5551234',
    type: 'PUSAT' as const,
  },
  {
    kode_toko: 'BDG',
    nama_toko: 'EMAS SEJAHTERA BANDUNG',
    alamat_toko: 'JL. ASIA AFRIKA NO. 45, KELURAHAN BRAGA, KECAMATAN SUMUR BANDUNG, KOTA BANDUNG 40111',
    telepon: '022-4201234',
    type: 'CABANG' as const,
  },
  {
    kode_toko: 'SBY',
    nama_toko: 'EMAS SEJAHTERA SURABAYA',
    alamat_toko: 'JL. TUNJUNGAN NO. 77, KELURAHAN GENTENG, KECAMATAN GENTENG, KOTA SURABAYA 60275',
    telepon: '031-5321234',
    type: 'CABANG' as const,
  },
];

export const DEMO_USERS: { user_id: string; nama_user: string; level: Level; kode_toko: string }[] = [
  { user_id: 'OWNER', nama_user: 'PEMILIK TOKO', level: 'OWN', kode_toko: 'PST' },
  { user_id: 'ADMIN', nama_user: 'ADMINISTRATOR', level: 'SU', kode_toko: 'PST' },
  { user_id: 'SPVBDG', nama_user: 'SUPERVISOR BANDUNG', level: 'SPV', kode_toko: 'BDG' },
  { user_id: 'KASIRBDG', nama_user: 'KASIR BANDUNG', level: 'KASIR', kode_toko: 'BDG' },
  { user_id: 'KASIRSBY', nama_user: 'KASIR SURABAYA', level: 'KASIR', kode_toko: 'SBY' },
];

export const DEMO_PASSWORD = 'demo123';

/**
 * What a newcomer tries in the first hour (docs/decisions.md "Demo chain's first hour"): money in every drawer and bank account (with its
 * journal), the WhatsApp stand-in gateway in every store, and a customer catalogue with pictures (copied into
 * `files`). `npm start` seeds it; the server tests leave it out unless they ask for it (test/test-app.ts), so
 * a test of a ledger or a message starts from empty drawers, no gateway and an empty catalogue.
 */
export type DemoStarter = { files: FileStore };

/** Seeds the demo chain when the database holds no store. Returns true when it seeded. */
export async function seedDemoIfEmpty(db: Db, today: string, starter: DemoStarter | null = null): Promise<boolean> {
  const existing = await db.selectFrom('toko').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('toko')
      .values(DEMO_STORES.map((s) => ({ ...s, email: `${s.kode_toko.toLowerCase()}@emas-sejahtera.co.id`, tgl_system: today })))
      .execute();
    await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((u, i) => ({ ...u, password_hash: hashes[i]!, akses: JSON.stringify(defaultAksesFor(u.level)), created_by: 'SEED' })),
      )
      .execute();
    // Every module that gates a screen is on in the demo chain; behaviour modules keep their defaults.
    const gateModules = MODULES.filter((m) => m.kind === 'gate');
    await trx
      .insertInto('para_module')
      .values(DEMO_STORES.flatMap((s) => gateModules.map((m) => ({ kode_toko: s.kode_toko, key: m.key, aktif: true, updated_by: 'SEED' }))))
      .execute();
    await trx
      .insertInto('para_system')
      .values(
        DEMO_STORES.flatMap((s) => [
          { kode_toko: s.kode_toko, key: 'PEMBULATAN', value: '500', updated_by: 'SEED' },
          // issue 32: the demo pays Rp 100 per point cashed out (/cashback-poin)
          { kode_toko: s.kode_toko, key: 'CASHBACK_POIN', value: '100', updated_by: 'SEED' },
        ]),
      )
      .execute();
    await seedMasters(trx, DEMO_STORES.map((s) => s.kode_toko), today);
    await seedStock(trx, DEMO_STORES, today);
    await seedReceiving(trx, today);
    await seedPawnParameters(trx, DEMO_STORES.map((s) => s.kode_toko));
    await seedCicilanParameters(trx, DEMO_STORES.map((s) => s.kode_toko));
    await seedBerlian(trx, DEMO_STORES.map((s) => s.kode_toko));
    await seedSuppliers(trx, DEMO_STORES.map((s) => s.kode_toko), today);
    await seedKirimBarang(trx, DEMO_STORES.map((s) => s.kode_toko));
    await seedCouponDemo(trx, 'PST', DEMO_STORES.map((s) => s.kode_toko), today);
    if (starter) {
      await seedOpeningBalances(trx, DEMO_STORES, today);
      // the stand-in the product ships: it records what it would have sent and nothing leaves the shop
      await trx
        .insertInto('whatsapp_setting')
        .values(DEMO_STORES.map((s) => ({ kode_toko: s.kode_toko, base_url: '', token: '', jenis: 'STANDIN' as const, updated_by: 'SEED' })))
        .execute();
      await seedCatalogue(trx, starter.files, DEMO_STORES.map((s) => s.kode_toko));
      await seedMembers(trx, today);
      await seedManualGoods(trx, DEMO_STORES.map((s) => s.kode_toko), today);
    }
  });
  return true;
}
