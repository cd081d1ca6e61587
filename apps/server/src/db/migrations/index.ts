import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-masters';
import * as m0003 from './0003-stock';
import * as m0004 from './0004-stock-count';
import * as m0005 from './0005-receiving';
import * as m0006 from './0006-authorization';
import * as m0007 from './0007-sales';
import * as m0008 from './0008-purchases';
import * as m0009 from './0009-unchanged-check';
import * as m0010 from './0010-sale-cancelled-lines';
import * as m0014 from './0014-journals';
import * as m0011 from './0011-cash-book';
import * as m0012 from './0012-kirim-uang';
import * as m0018 from './0018-hardening';
import * as m0013 from './0013-closing';
import * as m0020 from './0020-orders';
import * as m0026 from './0026-promo';
import * as m0019 from './0019-pawn';
import * as m0025 from './0025-catalogue';
import * as m0033 from './0033-promo-outbox-resend';
import * as m0021 from './0021-services';
import * as m0024 from './0024-dashboard-indexes';
import * as m0028 from './0028-pawn-auction-stock';
import * as m0032 from './0032-customer-birth-date';
import * as m0034 from './0034-report-speed';
import * as m0036 from './0036-pawn-auction-cancel';
import * as m0037 from './0037-journal-accounts';
import * as m0039 from './0039-idempotency';
import * as m0040 from './0040-demo-starter';
import * as m0041 from './0041-members';
import * as m0045 from './0045-coupons';
import * as m0043 from './0043-points';
import * as m0044 from './0044-gifts';
import * as m0047 from './0047-cashback';
import * as m0048 from './0048-cicilan';
import * as m0049 from './0049-cicilan-reminders';
import * as m0050 from './0050-berlian';
import * as m0052 from './0052-berlian-stock';
import * as m0055 from './0055-supplier-harga';
import * as m0056 from './0056-manual-rfid';
import * as m0058 from './0058-kirim-barang';
import * as m0053 from './0053-berlian-counter';
import * as m0054 from './0054-sepuhan';
import * as m0059 from './0059-web-external';
import * as m0057 from './0057-marketplace';
import * as m0062 from './0062-sepuhan-terpusat';
import * as m0063 from './0063-validasi-non-cash';

/** Every migration, in order. Add new files here; names sort by their number. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-masters': m0002,
  '0003-stock': m0003,
  '0004-stock-count': m0004,
  '0005-receiving': m0005,
  '0006-authorization': m0006,
  '0007-sales': m0007,
  '0008-purchases': m0008,
  '0009-unchanged-check': m0009,
  '0010-sale-cancelled-lines': m0010,
  '0014-journals': m0014,
  '0011-cash-book': m0011,
  '0012-kirim-uang': m0012,
  '0018-hardening': m0018,
  '0013-closing': m0013,
  '0020-orders': m0020,
  '0026-promo': m0026,
  '0019-pawn': m0019,
  '0025-catalogue': m0025,
  '0021-services': m0021,
  '0024-dashboard-indexes': m0024,
  '0028-pawn-auction-stock': m0028,
  '0032-customer-birth-date': m0032,
  '0033-promo-outbox-resend': m0033,
  '0034-report-speed': m0034,
  '0036-pawn-auction-cancel': m0036,
  '0037-journal-accounts': m0037,
  '0039-idempotency': m0039,
  '0040-demo-starter': m0040,
  '0041-members': m0041,
  '0045-coupons': m0045,
  '0043-points': m0043,
  '0044-gifts': m0044,
  '0047-cashback': m0047,
  '0048-cicilan': m0048,
  '0049-cicilan-reminders': m0049,
  '0050-berlian': m0050,
  '0052-berlian-stock': m0052,
  '0055-supplier-harga': m0055,
  '0056-manual-rfid': m0056,
  '0053-berlian-counter': m0053,
  '0054-sepuhan': m0054,
  '0059-web-external': m0059,
  '0057-marketplace': m0057,
  '0058-kirim-barang': m0058,
  '0062-sepuhan-terpusat': m0062,
  '0063-validasi-non-cash': m0063,
};
