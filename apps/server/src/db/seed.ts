import { defaultAksesFor, MODULES, type Level } from '@emas/domain';
import { hashPassword } from '../modules/auth/password';
import type { Db } from './database';
import { seedMasters } from './seed-masters';
import { seedPawnParameters } from './seed-pawn';
import { seedStock } from './seed-stock';
import { seedReceiving } from './seed-receiving';

/** The demo chain of DESIGN.md §5: head office PST, branches BDG and SBY, five users (demo123). */
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

/** Seeds the demo chain when the database holds no store. Returns true when it seeded. */
export async function seedDemoIfEmpty(db: Db, today: string): Promise<boolean> {
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
      .values(DEMO_STORES.map((s) => ({ kode_toko: s.kode_toko, key: 'PEMBULATAN', value: '500', updated_by: 'SEED' })))
      .execute();
    await seedMasters(trx, DEMO_STORES.map((s) => s.kode_toko), today);
    await seedStock(trx, DEMO_STORES, today);
    await seedReceiving(trx, today);
    await seedPawnParameters(trx, DEMO_STORES.map((s) => s.kode_toko));
  });
  return true;
}
