import { cleanup, screen, within } from '@testing-library/react';
import { REPORT_FAMILIES, ROUTES } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, renderSignedIn } from '../../../test/session-harness';
import { SubMenuPage } from './SubMenuPage';

/** Titles of a group's screens in route-table order, as the tiles show them. */
const groupTitles = (group: string) => ROUTES.filter((r) => r.group === group).map((r) => r.title);

const BRANCH_ONLY = ['KIRIM UANG PUSAT', 'IMPORT DATA PUSAT'];
/** /export-csv is for SU or MU only (spec 000 §6): neither the owner nor a supervisor sees it. */
const SU_MU_ONLY = ['EXPORT CSV'];
/** Reports listed by family (issue 22): each family's screens in route-table order, those without one last. */
const familyTitles = (group: string) => REPORT_FAMILIES.flatMap((f) => ROUTES.filter((r) => r.group === group && (r.family ?? 'lainnya') === f).map((r) => r.title));
/** Opened by the shop flags of spec 000 §6, which name no store in the demo configuration. */
const SHOP_FLAGGED = ['LAPORAN REKAP SALES', 'LAPORAN REKAP TRANSAKSI PEMBELIAN'];

function tiles(): string[] {
  return screen.queryAllByTestId('submenu-tile').map((tile) => tile.textContent ?? '');
}

describe('SubMenuPage', () => {
  it('shows a tile for every screen of the group the owner may open, linking to it', () => {
    renderSignedIn(<SubMenuPage />, { user: demoUser('OWNER'), path: '/SubMenuUtility' });
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Utility');
    // sending money to head office and importing head office's lists are a branch's screens
    expect(tiles()).toEqual(groupTitles('utility').filter((title) => !BRANCH_ONLY.includes(title) && !SU_MU_ONLY.includes(title)));
    expect(tiles()).toEqual(expect.arrayContaining(['GANTI PASSWORD', 'DATA USERS', 'HAK AKSES USERS', 'SETTING TOKO', 'SETTING SYSTEM']));
    expect(screen.getByRole('link', { name: 'SETTING SYSTEM' })).toHaveAttribute('href', '/settingsystem');
  });

  it('leaves out what the level gate forbids and what the akses tree does not show', () => {
    renderSignedIn(<SubMenuPage />, { user: demoUser('SPVBDG'), path: '/SubMenuUtility' });
    // SETTING SYSTEM is for OWN, SU, DEV and MU only; receiving money sent to head office is head office's; the staff
    // news is the owner's; the table export is SU's or MU's; the WhatsApp stand-in's list is OWN's and SU's
    expect(tiles()).toEqual(
      groupTitles('utility').filter(
        (title) => title !== 'SETTING SYSTEM' && title !== 'TERIMA UANG KAS' && title !== 'HAK AKSES NEWS' && title !== 'WHATSAPP STAND-IN' && !SU_MU_ONLY.includes(title),
      ),
    );
    cleanup();

    renderSignedIn(<SubMenuPage />, { user: demoUser('KASIRBDG'), path: '/SubMenuUtility' });
    // a cashier's default akses holds the drawer and card cash-out of the utility group; changing his own password is always open
    expect(tiles()).toEqual(['GANTI PASSWORD', 'UANG KAS', 'GESEK TUNAI']);
  });

  it('shows an empty state with a way home when the user may open nothing in the group', () => {
    renderSignedIn(<SubMenuPage />, { user: { ...demoUser('KASIRSBY'), akses: [] }, path: '/SubMenuLaporan' });
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Laporan');
    expect(tiles()).toEqual([]);
    expect(screen.getByText('Tidak ada menu di grup ini yang dapat anda buka.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/home');
  });

  it('follows the current path: the same component serves every group', () => {
    renderSignedIn(<SubMenuPage />, { user: demoUser('OWNER'), path: '/SubMenuLaporan' });
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Laporan');
    expect(tiles()).toEqual(familyTitles('laporan').filter((title) => !SHOP_FLAGGED.includes(title)));
    expect(tiles()).toContain('LAPORAN AUDIT LOGIN');
    // the reports are listed under their family
    const sales = within(screen.getByTestId('submenu-family-penjualan'));
    expect(sales.getByRole('heading', { name: 'Laporan Penjualan' })).toBeInTheDocument();
    expect(sales.getByRole('link', { name: 'LAPORAN PENJUALAN' })).toHaveAttribute('href', '/laporan-penjualan');
    expect(within(screen.getByTestId('submenu-family-kontrol')).getByRole('link', { name: 'LAPORAN OTORISASI' })).toBeInTheDocument();
    expect(within(screen.getByTestId('submenu-family-kontrol')).getByRole('link', { name: 'LAPORAN AUDIT LOGIN' })).toBeInTheDocument();
    expect(within(screen.getByTestId('submenu-family-keuangan')).getByRole('link', { name: 'LAPORAN EOD' })).toBeInTheDocument();
    expect(screen.getByTestId('submenu-family-barang')).toHaveTextContent('LAPORAN BARANG SUMMARY');
    expect(screen.getByTestId('submenu-family-manajemen')).toHaveTextContent('LAPORAN ANOMALI');
  });
});
