import { cleanup, screen } from '@testing-library/react';
import { REPORT_FAMILIES, ROUTES } from '@emas/domain';
import { describe, expect, it } from 'vitest';
import { demoUser, renderSignedIn, expectedSubmenus } from '../../../test/session-harness';
import { HomePage } from './HomePage';
import { SubMenuPage } from './SubMenuPage';

/** Titles of a group's screens in route-table order, as the tiles show them. */
const groupTitles = (group: string) => ROUTES.filter((r) => r.group === group).map((r) => r.title);

const BRANCH_ONLY = ['KIRIM UANG PUSAT', 'IMPORT DATA PUSAT'];
/** /export-csv is for SU or MU only (spec 000 §6): neither the owner nor a supervisor sees it. */
const SU_MU_ONLY = ['EXPORT CSV'];
/** The report tiles by family (issue 22), in REPORT_FAMILIES order, route-table order inside a family. */
const laporanByFamily = () => REPORT_FAMILIES.flatMap((f) => ROUTES.filter((r) => r.group === 'laporan' && (r.family ?? 'lainnya') === f).map((r) => r.title));

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
    // SETTING SYSTEM is for OWN, SU, DEV and MU only; receiving money sent to head office is head office's
    expect(tiles()).toEqual(groupTitles('utility').filter((title) => title !== 'SETTING SYSTEM' && title !== 'TERIMA UANG KAS' && !SU_MU_ONLY.includes(title)));
    // SETTING SYSTEM is for OWN, SU, DEV and MU only; receiving money sent to head office is head office's; the staff news is the owner's
    expect(tiles()).toEqual(groupTitles('utility').filter((title) => title !== 'SETTING SYSTEM' && title !== 'TERIMA UANG KAS' && title !== 'HAK AKSES NEWS'));
    cleanup();

    renderSignedIn(<SubMenuPage />, { user: demoUser('KASIRBDG'), path: '/SubMenuUtility' });
    // a cashier's default akses holds the drawer and card cash-out of the utility group; changing his own password is always open
    expect(tiles()).toEqual(['GANTI PASSWORD', 'UANG KAS', 'GESEK TUNAI']);
  });

  it('shows an empty state with a way home when the user may open nothing in the group', () => {
    renderSignedIn(<SubMenuPage />, { user: demoUser('KASIRSBY'), path: '/SubMenuLaporan' });
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Laporan');
    expect(tiles()).toEqual([]);
    expect(screen.getByText('Tidak ada menu di grup ini yang dapat anda buka.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/home');
  });

  it('follows the current path: the same component serves every group', () => {
    renderSignedIn(<SubMenuPage />, { user: demoUser('OWNER'), path: '/SubMenuLaporan' });
    expect(screen.getByTestId('submenu-title')).toHaveTextContent('Laporan');
    expect(tiles()).toEqual(laporanByFamily());
    expect(tiles().sort()).toEqual(groupTitles('laporan').sort());
    expect(tiles()).toContain('LAPORAN AUDIT LOGIN');
    // each family is headed by its name
    expect(screen.getByTestId('submenu-family-barang')).toHaveTextContent('Laporan Barang');
    expect(screen.getByTestId('submenu-family-manajemen')).toHaveTextContent('LAPORAN ANOMALI');
  });
});

describe('HomePage', () => {
  it('welcomes the user and offers tiles only to groups with something to open', () => {
    renderSignedIn(<HomePage />, { user: demoUser('KASIRBDG') });
    expect(screen.getByRole('heading', { name: 'Selamat Datang, KASIR BANDUNG' })).toBeInTheDocument();
    expect(screen.getByTestId('user-summary')).toHaveTextContent('BDG - EMAS SEJAHTERA BANDUNG');
    const homeTiles = screen.getAllByTestId('home-tile');
    expect(homeTiles.map((tile) => tile.getAttribute('href'))).toEqual(expectedSubmenus('KASIRBDG'));
    expect(homeTiles.map((tile) => tile.getAttribute('href'))).toContain('/SubMenuUtility');
  });
});
