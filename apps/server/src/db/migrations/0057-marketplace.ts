import { sql, type Kysely } from 'kysely';

/**
 * Marketplace module (MARKETPLACE_MODULE, spec 000 §6 /marketplace-setting):
 * - marketplace_akun: the store's seller accounts on a marketplace (a master row for the CRUD kit): which
 *   marketplace, the shop's name there, the fee percent, and the warehouse and tray that hold the pieces
 *   listed online; wajib_foto: a piece without a photo cannot be listed (spec 000 §5).
 * - marketplace_order: an order sold through an account. The sale itself is a receipt (penjualan) paid
 *   with a MARKETPLACE payment: the journal debits 1-1300 PIUTANG MARKETPLACE. The order number is unique
 *   per account. no_pencairan is set once the marketplace's payout has been matched.
 * - marketplace_pencairan: a payout from the marketplace into a bank account, matching orders: the
 *   receivable is credited with the orders' totals, the bank gets what arrived, and the difference (the
 *   marketplace's fee) is booked to its own expense account 6-1400 BIAYA MARKETPLACE.
 * - Cash ledger kinds: PENCAIRAN MARKETPLACE (out of the marketplace balance and into the bank, through
 *   1-1400 UANG DALAM PERJALANAN like a move between accounts) and BIAYA MARKETPLACE.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table marketplace_akun (
      _id text primary key default substr(md5(random()::text || clock_timestamp()::text), 1, 16),
      kode_toko text not null references toko (kode_toko),
      kode_akun text not null,
      kode_marketplace text not null,
      nama_toko_online text not null,
      fee_persen numeric(7,2) not null default 0 check (fee_persen between 0 and 100),
      kode_gudang text not null,
      kode_baki text not null,
      wajib_foto boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by text not null default 'SYSTEM',
      updated_by text not null default 'SYSTEM',
      unique (kode_toko, kode_akun),
      foreign key (kode_toko, kode_marketplace) references marketplace (kode_toko, kode_marketplace),
      foreign key (kode_toko, kode_gudang) references gudang (kode_toko, kode_gudang),
      foreign key (kode_toko, kode_baki) references baki (kode_toko, kode_baki)
    )`.execute(db);

  await sql`
    create table marketplace_pencairan (
      kode_toko text not null references toko (kode_toko),
      no_pencairan text not null,
      kode_akun text not null,
      kode_marketplace text not null,
      tgl_system date not null,
      kode_bank text not null,
      no_rekening text not null,
      jumlah_piutang bigint not null check (jumlah_piutang > 0),
      jumlah_diterima bigint not null check (jumlah_diterima > 0),
      biaya bigint not null check (biaya >= 0),
      keterangan text not null default '',
      idempotency_key text,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, no_pencairan),
      check (jumlah_piutang = jumlah_diterima + biaya),
      foreign key (kode_toko, kode_akun) references marketplace_akun (kode_toko, kode_akun)
    )`.execute(db);
  await sql`create unique index marketplace_pencairan_key on marketplace_pencairan (kode_toko, idempotency_key) where idempotency_key is not null`.execute(db);

  await sql`
    create table marketplace_order (
      kode_toko text not null references toko (kode_toko),
      kode_akun text not null,
      no_order text not null,
      kode_marketplace text not null,
      no_faktur_group text not null,
      tgl_system date not null,
      sumber text not null check (sumber in ('IMPORT', 'MANUAL')),
      nama_pembeli text not null,
      no_hp text not null default '',
      alamat_kirim text not null default '',
      kurir text not null default '',
      no_resi text not null default '',
      ongkir bigint not null default 0 check (ongkir >= 0),
      total bigint not null check (total > 0),
      biaya bigint not null default 0 check (biaya >= 0),
      no_pencairan text,
      -- the key of the request that wrote it (a manual sale, or the order file): the same request again answers these orders
      idempotency_key text not null,
      input_by text not null,
      created_at timestamptz not null default now(),
      primary key (kode_toko, kode_akun, no_order),
      unique (kode_toko, no_faktur_group),
      foreign key (kode_toko, kode_akun) references marketplace_akun (kode_toko, kode_akun),
      foreign key (kode_toko, no_pencairan) references marketplace_pencairan (kode_toko, no_pencairan)
    )`.execute(db);
  await sql`create index marketplace_order_key on marketplace_order (kode_toko, idempotency_key)`.execute(db);
  await sql`create index marketplace_order_tgl on marketplace_order (kode_toko, tgl_system)`.execute(db);
  await sql`create index marketplace_order_piutang on marketplace_order (kode_toko, kode_akun) where no_pencairan is null`.execute(db);

  // the fee account and the journal parameters of the payout, for every store with a chart (and every store added later)
  await sql`
    create or replace function emas_seed_akun_marketplace(p_toko text) returns void
    language plpgsql as $$
    begin
      insert into akun (kode_toko, nomor_akun, nama_akun)
      select p_toko, '6-1400', 'BIAYA MARKETPLACE'
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.peran = 'MARKETPLACE')
      on conflict do nothing;
      insert into para_akun_transaksi (kode_toko, trx, type)
      select p_toko, p.trx, p.type
      from (values ('PENCAIRAN MARKETPLACE', 'MARKETPLACE'), ('PENCAIRAN MARKETPLACE', 'BANK'), ('BIAYA MARKETPLACE', 'MARKETPLACE')) as p (trx, type)
      where exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = '6-1400')
      on conflict do nothing;
      insert into para_akun_transaksi_detail (kode_toko, trx, type, urut, kode_akun, jenis_akun, nomor_akun, uang)
      select p_toko, p.trx, p.type, l.urut,
             case when l.uang then p.kode_uang else p.kode_lawan end,
             case when l.urut = 1 then 'DEBET' else 'KREDIT' end,
             case when l.uang then p.nomor_uang else p.nomor_lawan end,
             l.uang
      from (values
        ('PENCAIRAN MARKETPLACE', 'MARKETPLACE', false, 'MARKETPLACE', '1-1300', 'UANG DALAM PERJALANAN', '1-1400'),
        ('PENCAIRAN MARKETPLACE', 'BANK', true, 'BANK', '1-1200', 'UANG DALAM PERJALANAN', '1-1400'),
        ('BIAYA MARKETPLACE', 'MARKETPLACE', false, 'MARKETPLACE', '1-1300', 'BIAYA MARKETPLACE', '6-1400')
      ) as p (trx, type, masuk, kode_uang, nomor_uang, kode_lawan, nomor_lawan)
      -- the usual direction: money in debits the money account first, money out debits the other account first
      cross join lateral (values (1, p.masuk), (2, not p.masuk)) as l (urut, uang)
      where exists (select 1 from para_akun_transaksi h where h.kode_toko = p_toko and h.trx = p.trx and h.type = p.type)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = p.nomor_uang)
        and exists (select 1 from akun a where a.kode_toko = p_toko and a.nomor_akun = p.nomor_lawan)
      on conflict do nothing;
    end
    $$`.execute(db);
  await sql`
    create or replace function emas_toko_akun_marketplace() returns trigger
    language plpgsql as $$
    begin
      perform emas_seed_akun_marketplace(new.kode_toko);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger toko_akun_marketplace after insert on toko for each row execute function emas_toko_akun_marketplace()`.execute(db);
  await sql`select emas_seed_akun_marketplace(kode_toko) from toko`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists toko_akun_marketplace on toko`.execute(db);
  await sql`drop function if exists emas_toko_akun_marketplace()`.execute(db);
  await sql`delete from para_akun_transaksi_detail where trx in ('PENCAIRAN MARKETPLACE', 'BIAYA MARKETPLACE')`.execute(db);
  await sql`delete from para_akun_transaksi where trx in ('PENCAIRAN MARKETPLACE', 'BIAYA MARKETPLACE')`.execute(db);
  await sql`drop function if exists emas_seed_akun_marketplace(text)`.execute(db);
  await sql`delete from akun where nomor_akun = '6-1400' and not exists (select 1 from jurnal j where j.kode_toko = akun.kode_toko and j.nomor_akun = '6-1400')`.execute(db);
  await sql`drop table if exists marketplace_order`.execute(db);
  await sql`drop table if exists marketplace_pencairan`.execute(db);
  await sql`drop table if exists marketplace_akun`.execute(db);
}
