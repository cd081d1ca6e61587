import { createUserRequest, defaultAksesFor, toBusinessDate } from '@emas/domain';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase, migrateToLatest } from '../db/database';
import { hashPassword } from '../modules/auth/password';
import * as settingsRepo from '../modules/settings/settings.repository';
import * as usersRepo from '../modules/users/users.repository';
import { createFirstStore } from './first-store';

/**
 * Production installs start with no demo data (SEED_DEMO=never). This command creates the first store
 * (when none exists) and a user:
 *   npm run create-user -w @emas/server -- --user OWNER --name "PEMILIK" --level OWN --toko PST \
 *     --password secret --nama-toko "TOKO EMAS" --alamat "JL. ..." --type PUSAT
 */
async function main() {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      name: { type: 'string' },
      level: { type: 'string', default: 'OWN' },
      toko: { type: 'string' },
      password: { type: 'string' },
      'nama-toko': { type: 'string' },
      alamat: { type: 'string' },
      type: { type: 'string', default: 'PUSAT' },
    },
  });
  const input = createUserRequest.parse({
    user_id: values.user,
    nama_user: values.name ?? values.user,
    level: values.level,
    kode_toko: values.toko,
    password: values.password,
  });
  const config = loadConfig();
  const { db } = await createDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR, schema: config.DB_SCHEMA });
  try {
    await migrateToLatest(db, config.DB_SCHEMA);
    if (!(await settingsRepo.findToko(db, input.kode_toko))) {
      await createFirstStore(db, {
        kode_toko: input.kode_toko,
        nama_toko: (values['nama-toko'] ?? input.kode_toko).toUpperCase(),
        alamat_toko: (values.alamat ?? '-').toUpperCase(),
        type: values.type === 'CABANG' ? 'CABANG' : 'PUSAT',
        tgl_system: toBusinessDate(new Date()),
      });
    }
    if (await usersRepo.findUser(db, input.user_id)) throw new Error(`User ${input.user_id} sudah ada`);
    const { password, ...user } = input;
    await usersRepo.insertUser(db, {
      ...user,
      password_hash: await hashPassword(password),
      akses: JSON.stringify(defaultAksesFor(input.level)),
      created_by: 'CLI',
    });
    process.stdout.write(`User ${input.user_id} (${input.level}) dibuat di toko ${input.kode_toko}\n`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
