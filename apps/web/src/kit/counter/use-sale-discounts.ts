import { isModuleOn, type CouponCheck } from '@emas/domain';
import { useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';

/** A line as the automatic category discount needs it (a counter line from the sale quote). */
export type DiscountLine = { kode_dept: string; berat: string; harga: number };

export type SaleDiscounts = {
  /** the category discount of the lines (POTONGAN_MODULE), computed by the server's rules */
  kategori: number;
  /** the coupon typed and applied (KUPON_MODULE) */
  couponOn: boolean;
  code: string;
  setCode(code: string): void;
  applied: CouponCheck | null;
  refusal: string | null;
  checking: boolean;
  /** checks the typed code for the purchase (Enter) */
  check(): Promise<void>;
  remove(): void;
  /** both discounts: what the receipt's discount gets besides the cashier's own */
  automatic: number;
  /** the coupon code to send with the sale */
  kodeKupon: string | undefined;
  clear(): void;
};

/**
 * The sale counter's automatic discounts: the category discount of its lines (asked of the server whenever the
 * lines change, with the module on) and a coupon typed by the cashier (Enter checks it for the purchase after the
 * category discount; it is checked again when the purchase changes). The server computes both again on save.
 */
export function useSaleDiscounts(lines: readonly DiscountLine[], kodeMember?: string): SaleDiscounts {
  const { modules } = useSession();
  const potonganOn = isModuleOn(modules, 'POTONGAN_MODULE');
  const couponOn = isModuleOn(modules, 'KUPON_MODULE');
  const [kategori, setKategori] = useState(0);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponCheck | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const linesKey = JSON.stringify(lines.map((l) => [l.kode_dept, l.berat, l.harga]));
  const total = lines.reduce((t, l) => t + l.harga, 0);

  useEffect(() => {
    if (!potonganOn || lines.length === 0) {
      setKategori(0);
      return;
    }
    let live = true;
    api
      .post<{ potongan: number[]; total: number }>('para-potongan-kategori/hitung', { detail: lines.map((l) => ({ kode_dept: l.kode_dept, berat: l.berat, harga: l.harga })) })
      .then((r) => live && setKategori(r.data.total))
      // the preview only: the save computes the discount again and answers any difference
      .catch(() => live && setKategori(0));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [potonganOn, linesKey]);

  const purchase = total - kategori;
  const run = async (kode: string) => {
    setChecking(true);
    try {
      const r = await api.post<CouponCheck>('transaksi-kupon/cek', { kode_kupon: kode, kode_member: kodeMember || undefined, total_belanja: Math.max(0, purchase) });
      setApplied(r.data);
      setRefusal(null);
    } catch (e) {
      setApplied(null);
      setRefusal(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };

  // an applied coupon follows the purchase: checked again when the total or the member changes
  const last = useRef('');
  useEffect(() => {
    const key = `${purchase}|${kodeMember ?? ''}`;
    if (applied && last.current && last.current !== key) void run(applied.kode_kupon);
    last.current = key;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purchase, kodeMember]);

  const check = async () => {
    const kode = code.trim().toUpperCase();
    if (!kode) return;
    await run(kode);
  };
  const remove = () => {
    setApplied(null);
    setRefusal(null);
    setCode('');
  };
  return {
    kategori,
    couponOn,
    code,
    setCode: (c) => {
      setCode(c.toUpperCase());
      setRefusal(null);
    },
    applied,
    refusal,
    checking,
    check,
    remove,
    automatic: kategori + (applied?.potongan ?? 0),
    kodeKupon: applied?.kode_kupon,
    clear: remove,
  };
}
