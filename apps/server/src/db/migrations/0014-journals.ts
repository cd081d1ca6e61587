import { sql, type Kysely } from 'kysely';

/**
 * Accounting (issue 18 part 4): the chart of accounts, the journal parameters of spec 000 §3 and the
 * journal every money movement posts.
 * - akun: a store's chart of accounts (nomor_akun, nama_akun). `peran` marks the accounts the posting
 *   falls back to (KAS, BANK, MARKETPLACE: where the money of a movement sits; SUSPENSE: the other side
 *   of a movement whose kategori has no parameter). A bank account of the store (rekening) gets its own
 *   account `1-1200-<no_rekening>` (no_rekening set): a BANK movement posts there.
 * - para_akun_transaksi / para_akun_transaksi_detail: per store, kategori (trx) and jenis (type: CASH,
 *   BANK, MARKETPLACE), a debit and a credit line (kode_akun, jenis_akun DEBET/KREDIT, nomor_akun) as the
 *   movement's usual direction posts them; `uang` marks the line of the money account.
 * - jurnal: the journal lines, append-only, one journal per cash ledger row (kas_mutasi_id is the journal
 *   number). Posted by a statement-level AFTER INSERT trigger on kas_mutasi with a transition table: it
 *   runs in the same transaction (and statement) as every writer of the cash ledger, present and future,
 *   including the multi-statement insert of a sale. Money in debits the money account and credits the
 *   other line's account; money out the reverse; so every journal balances by construction.
 * - The chart and the parameters of a store are seeded by emas_seed_akun(kode_toko): for every store
 *   at migration time and, by a trigger, for every store added later; a new rekening adds its account.
 */

const CHART: readonly (readonly [nomor: string, nama: string, peran: string | null])[] = [
  ['1-1100', 'KAS', 'KAS'],
  ['1-1200', 'BANK', 'BANK'],
  ['1-1300', 'PIUTANG MARKETPLACE', 'MARKETPLACE'],
  ['1-1400', 'UANG DALAM PERJALANAN', null],
  ['1-1500', 'PERSEDIAAN EMAS', null],
  ['1-1600', 'PIUTANG GADAI', null],
  ['1-1700', 'PIUTANG / HUTANG PUSAT', null],
  ['2-1100', 'UANG MUKA TITIPAN PELANGGAN', null],
  ['2-1200', 'HUTANG USAHA', null],
  ['3-1100', 'MODAL', null],
  ['3-1200', 'LABA DITAHAN', null],
  ['4-1100', 'PENJUALAN EMAS', null],
  ['4-1200', 'PENDAPATAN FEE', null],
  ['4-1300', 'PENDAPATAN BUNGA GADAI', null],
  ['4-1900', 'PENDAPATAN LAIN-LAIN', null],
  ['5-1100', 'PEMBELIAN EMAS (HPP)', null],
  ['6-1100', 'BIAYA OPERASIONAL', null],
  ['6-1200', 'BIAYA ADMINISTRASI BANK', null],
  ['9-9999', 'AKUN PENAMPUNG (SUSPENSE)', 'SUSPENSE'],
];

/** kategori, its usual direction (MASUK: money in), the other line's kode_akun and account. */
const PARAMETERS: readonly (readonly [trx: string, arah: 'MASUK' | 'KELUAR', kodeAkun: string, nomorAkun: string])[] = [
  ['PENJUALAN', 'MASUK', 'PENJUALAN', '4-1100'],
  ['BATAL PENJUALAN', 'KELUAR', 'PENJUALAN', '4-1100'],
  ['TITIP', 'MASUK', 'UANG MUKA TITIPAN', '2-1100'],
  ['PELUNASAN TITIP', 'MASUK', 'PENJUALAN', '4-1100'],
  ['BATAL TITIP', 'KELUAR', 'UANG MUKA TITIPAN', '2-1100'],
  ['PEMBELIAN', 'KELUAR', 'PEMBELIAN', '5-1100'],
  ['BATAL PEMBELIAN', 'MASUK', 'PEMBELIAN', '5-1100'],
  ['KAS MASUK', 'MASUK', 'PENDAPATAN LAIN', '4-1900'],
  ['KAS KELUAR', 'KELUAR', 'BIAYA', '6-1100'],
  ['GESEK TUNAI', 'MASUK', 'PENDAPATAN FEE', '4-1200'],
  ['MUTASI UANG BANK', 'MASUK', 'UANG DALAM PERJALANAN', '1-1400'],
  ['MUTASI UANG CASH', 'MASUK', 'UANG DALAM PERJALANAN', '1-1400'],
  ['PENGALIHAN SALDO', 'MASUK', 'UANG DALAM PERJALANAN', '1-1400'],
  ['KIRIM UANG', 'KELUAR', 'PUSAT', '1-1700'],
  ['TERIMA UANG', 'MASUK', 'PUSAT', '1-1700'],
  ['HUTANG', 'KELUAR', 'PIUTANG GADAI', '1-1600'],
  ['HUTANG LUNAS', 'MASUK', 'PIUTANG GADAI', '1-1600'],
];

/** Money accounts per type (the line marked `uang`). MARKETPLACE only where a marketplace pays. */
const TYPES: readonly (readonly [type: string, kodeAkun: string, nomorAkun: string])[] = [
  ['CASH', 'KAS', '1-1100'],
  ['BANK', 'BANK', '1-1200'],
  ['MARKETPLACE', 'MARKETPLACE', '1-1300'],
];
const MARKETPLACE_TRX = new Set(['PENJUALAN', 'BATAL PENJUALAN', 'TITIP', 'PELUNASAN TITIP', 'BATAL TITIP']);

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

function chartValues(): string {
  return CHART.map(([n, nama, peran]) => `(${text(n)}, ${text(nama)}, ${peran ? text(peran) : 'null'})`).join(',\n        ');
}

function detailValues(): string {
  const rows: string[] = [];
  for (const [trx, arah, kodeLawan, nomorLawan] of PARAMETERS) {
    for (const [type, kodeUang, nomorUang] of TYPES) {
      if (type === 'MARKETPLACE' && !MARKETPLACE_TRX.has(trx)) continue;
      const uang = `(${text(trx)}, ${text(type)}, %s, ${text(kodeUang)}, %s, ${text(nomorUang)}, true)`;
      const lawan = `(${text(trx)}, ${text(type)}, %s, ${text(kodeLawan)}, %s, ${text(nomorLawan)}, false)`;
      const debitFirst = arah === 'MASUK' ? [uang, lawan] : [lawan, uang];
      rows.push(debitFirst[0]!.replace('%s', '1').replace('%s', "'DEBET'"), debitFirst[1]!.replace('%s', '2').replace('%s', "'KREDIT'"));
    }
  }
  return rows.join(',\n        ');
}

/**
 * The posting of the cash ledger rows of `source` (the trigger's transition table, or kas_mutasi itself
 * for the rows written before this migration): one journal of two lines per row with money.
 */
export function postFrom(source: 'new_rows' | 'kas_mutasi'): string {
  return `
      insert into jurnal (kas_mutasi_id, kode_toko, tgl_system, trx, type, no_ref, keterangan, urut, kode_akun, jenis_akun, nomor_akun, debet, kredit, input_by)
      select n.id, n.kode_toko, n.tgl_system, n.kategori, n.jenis, n.no_ref, n.keterangan, l.urut, l.kode_akun,
             case when l.uang = (n.jumlah_in >= n.jumlah_out) then 'DEBET' else 'KREDIT' end,
             case when l.uang and n.jenis = 'BANK' then coalesce(r.nomor_akun, l.nomor_akun) else l.nomor_akun end,
             case when l.uang then n.jumlah_in else n.jumlah_out end,
             case when l.uang then n.jumlah_out else n.jumlah_in end,
             n.input_by
      from ${source} n
      left join akun r on r.kode_toko = n.kode_toko and r.no_rekening = n.no_rekening and n.jenis = 'BANK'
      cross join lateral (
        select d.urut, d.kode_akun, d.nomor_akun, d.uang
        from para_akun_transaksi_detail d
        where d.kode_toko = n.kode_toko and d.trx = replace(n.kategori, '_', ' ') and d.type = n.jenis
        union all
        -- no parameter for this kategori and type: the money account and the suspense account (a store
        -- without them leaves nomor_akun null and the movement is refused: nothing is lost silently)
        select s.urut, s.kode_akun, s.nomor_akun, s.uang
        from (values
          (1, case n.jenis when 'CASH' then 'KAS' else n.jenis end,
            (select u.nomor_akun from akun u where u.kode_toko = n.kode_toko and u.peran = case n.jenis when 'CASH' then 'KAS' else n.jenis end), true),
          (2, 'SUSPENSE', (select x.nomor_akun from akun x where x.kode_toko = n.kode_toko and x.peran = 'SUSPENSE'), false)
        ) as s (urut, kode_akun, nomor_akun, uang)
        where not exists (
          select 1 from para_akun_transaksi_detail p
          where p.kode_toko = n.kode_toko and p.trx = replace(n.kategori, '_', ' ') and p.type = n.jenis
        )
      ) l
      where n.jumlah_in + n.jumlah_out > 0`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table akun (
      kode_toko text not null references toko (kode_toko),
      nomor_akun text not null,
      nama_akun text not null,
      peran text check (peran in ('KAS', 'BANK', 'MARKETPLACE', 'SUSPENSE')),
      no_rekening text,
      created_at timestamptz not null default now(),
      primary key (kode_toko, nomor_akun)
    )`.execute(db);
  await sql`create unique index akun_peran_idx on akun (kode_toko, peran) where peran is not null`.execute(db);
  await sql`create unique index akun_rekening_idx on akun (kode_toko, no_rekening) where no_rekening is not null`.execute(db);

  await sql`
    create table para_akun_transaksi (
      kode_toko text not null references toko (kode_toko),
      trx text not null,
      type text not null check (type in ('CASH', 'BANK', 'MARKETPLACE')),
      updated_by text not null default 'SYSTEM',
      updated_at timestamptz not null default now(),
      primary key (kode_toko, trx, type)
    )`.execute(db);
  await sql`
    create table para_akun_transaksi_detail (
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null,
      trx text not null,
      type text not null,
      urut integer not null,
      kode_akun text not null,
      jenis_akun text not null check (jenis_akun in ('DEBET', 'KREDIT')),
      nomor_akun text not null,
      uang boolean not null,
      foreign key (kode_toko, trx, type) references para_akun_transaksi (kode_toko, trx, type),
      foreign key (kode_toko, nomor_akun) references akun (kode_toko, nomor_akun),
      unique (kode_toko, trx, type, urut)
    )`.execute(db);

  await sql`
    create table jurnal (
      id bigserial primary key,
      kas_mutasi_id bigint not null,
      kode_toko text not null,
      tgl_system date not null,
      trx text not null,
      type text not null,
      no_ref text not null,
      keterangan text not null,
      urut integer not null,
      kode_akun text not null,
      jenis_akun text not null check (jenis_akun in ('DEBET', 'KREDIT')),
      nomor_akun text not null,
      debet bigint not null check (debet >= 0),
      kredit bigint not null check (kredit >= 0),
      input_by text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  // no foreign keys on jurnal: its rows come from the kas_mutasi rows just written and from accounts the
  // parameters (or akun itself) hold, so they hold by construction; the checks were about a quarter of the
  // trigger's cost on a sale (docs/decisions.md "Accounting")
  await sql`create index jurnal_tgl_idx on jurnal (kode_toko, tgl_system)`.execute(db);
  await sql`create index jurnal_akun_idx on jurnal (kode_toko, nomor_akun, tgl_system, id)`.execute(db);
  await sql`create index jurnal_kas_idx on jurnal (kas_mutasi_id)`.execute(db);

  // A store's chart and journal parameters (idempotent), and its bank accounts' own accounts.
  await sql
    .raw(
      `
    create or replace function emas_seed_akun(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun, peran)
      select p_toko, c.nomor_akun, c.nama_akun, c.peran
      from (values
        ${chartValues()}
      ) as c (nomor_akun, nama_akun, peran)
      on conflict do nothing;
      insert into akun (kode_toko, nomor_akun, nama_akun, no_rekening)
      select r.kode_toko, '1-1200-' || r.no_rekening, 'BANK ' || coalesce(b.nama_bank, r.kode_bank) || ' ' || r.no_rekening, r.no_rekening
      from rekening r left join bank b on b.kode_toko = r.kode_toko and b.kode_bank = r.kode_bank
      where r.kode_toko = p_toko
      on conflict do nothing;
      insert into para_akun_transaksi (kode_toko, trx, type)
      select distinct p_toko, d.trx, d.type
      from (values
        ${detailValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, d.trx, d.type, d.urut, d.kode_akun, d.jenis_akun, d.nomor_akun, d.uang
      from (values
        ${detailValues()}
      ) as d (trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      on conflict do nothing;
    end
    $$`,
    )
    .execute(db);

  await sql`
    create or replace function emas_toko_akun() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun after insert on toko for each row execute function emas_toko_akun()`.execute(db);

  await sql`
    create or replace function emas_rekening_akun() returns trigger
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun, no_rekening)
      select n.kode_toko, '1-1200-' || n.no_rekening, 'BANK ' || coalesce(b.nama_bank, n.kode_bank) || ' ' || n.no_rekening, n.no_rekening
      from new_rows n
      join akun k on k.kode_toko = n.kode_toko and k.peran = 'BANK'
      left join bank b on b.kode_toko = n.kode_toko and b.kode_bank = n.kode_bank
      on conflict do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger rekening_akun after insert on rekening
    referencing new table as new_rows
    for each statement execute function emas_rekening_akun()`.execute(db);

  // The posting: one set-based insert per statement that wrote the cash ledger.
  await sql
    .raw(
      `
    create or replace function emas_post_jurnal() returns trigger
    language plpgsql as $$
    begin
${postFrom('new_rows')};
      return null;
    end
    $$`,
    )
    .execute(db);
  await sql`
    create trigger kas_mutasi_jurnal after insert on kas_mutasi
    referencing new table as new_rows
    for each statement execute function emas_post_jurnal()`.execute(db);

  await sql`select emas_seed_akun(kode_toko) from toko`.execute(db);
  // the movements written before this migration get their journals too: the journal is complete from the first row
  await sql.raw(postFrom('kas_mutasi')).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists kas_mutasi_jurnal on kas_mutasi`.execute(db);
  await sql`drop trigger if exists rekening_akun on rekening`.execute(db);
  await sql`drop trigger if exists toko_akun on toko`.execute(db);
  for (const fn of ['emas_post_jurnal()', 'emas_rekening_akun()', 'emas_toko_akun()', 'emas_seed_akun(text)']) {
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  }
  for (const table of ['jurnal', 'para_akun_transaksi_detail', 'para_akun_transaksi', 'akun']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
