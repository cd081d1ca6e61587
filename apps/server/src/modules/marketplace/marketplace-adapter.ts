import type { MarketplaceCsvOrder } from '@emas/domain';

/**
 * Where a live connection to a marketplace's seller API would go (TikTok Shop / Tokopedia Partner API, Shopee Open
 * Platform: an app key and secret per seller account, Product and Order scopes). Today orders come in by the seller
 * centre's order file (CsvOrderAdapter, marketplace-sale.service importOrders) and by hand; an API adapter returns the
 * same orders, and the same all-or-nothing import saves them. Marking pieces sold on the marketplace (against
 * overselling) would be `markSold`. No adapter talks to a network yet: none is registered.
 */
export type MarketplaceOrderSource = {
  /** the marketplace code of the master (TOKOPEDIA, SHOPEE...) the adapter serves */
  kodeMarketplace: string;
  /** orders placed since `since` (ISO time), read as the order file's lines would be */
  fetchOrders: (akun: { kode_akun: string; nama_toko_online: string }, since: string) => Promise<MarketplaceCsvOrder[]>;
  /** tells the marketplace the pieces were sold elsewhere (the listing is taken down) */
  markSold: (akun: { kode_akun: string }, barcodes: readonly string[]) => Promise<void>;
};

const SOURCES = new Map<string, MarketplaceOrderSource>();

/** Registers a live adapter for a marketplace (none in this build). */
export function registerOrderSource(source: MarketplaceOrderSource): void {
  SOURCES.set(source.kodeMarketplace, source);
}

export function orderSourceOf(kodeMarketplace: string): MarketplaceOrderSource | undefined {
  return SOURCES.get(kodeMarketplace);
}
