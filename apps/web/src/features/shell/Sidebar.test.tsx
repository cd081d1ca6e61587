import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, renderSignedIn, expectedMenuTitles } from '../../../test/session-harness';
import { Sidebar, SUBMENU_CLOSE_DELAY_MS } from './Sidebar';

function menuLinks(): string[] {
  return within(screen.getByTestId('sidebar'))
    .queryAllByTestId('menu-link')
    .map((a) => a.textContent ?? '');
}

describe('Sidebar', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the owner every screen of the menu groups it has', () => {
    renderSignedIn(<Sidebar mode="full" />, { user: demoUser('OWNER') });
    const ownerLinks = menuLinks();
    expect(ownerLinks).toEqual(
      expect.arrayContaining(['GANTI PASSWORD', 'DATA USERS', 'HAK AKSES USERS', 'SETTING TOKO', 'SETTING SYSTEM', 'LAPORAN AUDIT LOGIN']),
    );
    const ownerGroups = screen.getAllByTestId('menu-group').map((g) => g.textContent);
    expect(ownerGroups).toEqual(expect.arrayContaining(['Laporan', 'Utility']));
  });

  it('shows a cashier fewer entries than the owner: only the screens a cashier may open', () => {
    renderSignedIn(<Sidebar mode="full" />, { user: demoUser('OWNER') });
    const ownerCount = menuLinks().length;
    cleanup();

    renderSignedIn(<Sidebar mode="full" />, { user: demoUser('KASIRBDG') });
    const kasirLinks = menuLinks();
    expect(kasirLinks.length).toBeGreaterThan(0);
    expect(kasirLinks.length).toBeLessThan(ownerCount);
    expect(kasirLinks).toEqual(expectedMenuTitles('KASIRBDG'));
    expect(kasirLinks).toContain('GANTI PASSWORD');
    expect(screen.queryByText('DATA USERS')).not.toBeInTheDocument();
    // of the reports a cashier sees the repair reports only (issue 21)
    expect(kasirLinks).not.toContain('LAPORAN AUDIT LOGIN');
    expect(kasirLinks).toContain('LAPORAN SERVICE AMBIL');
  });

  it('hides a level-gated screen from a supervisor whose akses tree shows it', () => {
    renderSignedIn(<Sidebar mode="full" />, { user: demoUser('SPVBDG') });
    const links = menuLinks();
    expect(links).toContain('DATA USERS');
    expect(links).not.toContain('SETTING SYSTEM');
  });

  it('unfolds the group of the open screen and folds groups on click', async () => {
    const user = userEvent.setup();
    renderSignedIn(<Sidebar mode="full" />, { user: demoUser('OWNER'), path: '/data-users' });
    const utility = screen.getByRole('button', { name: 'Utility' });
    const laporan = screen.getByRole('button', { name: 'Laporan' });
    expect(utility).toHaveAttribute('aria-expanded', 'true');
    expect(laporan).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'DATA USERS' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Semua Menu Utility' })).toHaveAttribute('href', '/SubMenuUtility');

    expect(screen.queryByRole('link', { name: 'LAPORAN AUDIT LOGIN' })).not.toBeInTheDocument();

    await user.click(laporan);
    expect(laporan).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'LAPORAN AUDIT LOGIN' })).toBeVisible();
  });

  it('minified: hovering a group opens its floating sub-menu, which closes 250 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderSignedIn(<Sidebar mode="mini" />, { user: demoUser('OWNER') });
    expect(screen.queryByTestId('menu-link')).not.toBeInTheDocument();
    expect(screen.queryByText('Utility')).not.toBeInTheDocument();

    const utility = screen.getByRole('button', { name: 'Utility' });
    fireEvent.mouseEnter(utility);
    const floating = screen.getByTestId('floating-submenu');
    expect(within(floating).getByText('Utility')).toBeInTheDocument();
    expect(within(floating).getByRole('link', { name: 'SETTING TOKO' })).toHaveAttribute('href', '/settingtoko');

    // the pointer travels from the icon into the sub-menu: it stays open
    fireEvent.mouseLeave(utility);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(floating);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS * 2));
    expect(screen.getByTestId('floating-submenu')).toBeInTheDocument();

    // and leaves it: open until 250 ms have passed, closed after
    fireEvent.mouseLeave(floating);
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS - 1));
    expect(screen.getByTestId('floating-submenu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('floating-submenu')).not.toBeInTheDocument();
    expect(SUBMENU_CLOSE_DELAY_MS).toBe(250);
  });

  it('minified: the keyboard opens a group with Enter and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderSignedIn(<Sidebar mode="mini" />, { user: demoUser('OWNER') });
    const laporan = screen.getByRole('button', { name: 'Laporan' });
    laporan.focus();
    await user.keyboard('{Enter}');
    const link = await within(screen.getByTestId('floating-submenu')).findByRole('link', { name: 'LAPORAN AUDIT LOGIN' });
    expect(link).toHaveAttribute('href', '/laporan-audit-login');
    // focus moved into the sub-menu, so Tab walks its links
    expect(screen.getByTestId('floating-submenu')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('floating-submenu')).not.toBeInTheDocument();
  });

  it('minified: hovering another group switches the sub-menu at once', () => {
    vi.useFakeTimers();
    renderSignedIn(<Sidebar mode="mini" />, { user: demoUser('OWNER') });
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Utility' }));
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Utility' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Laporan' }));
    const floating = screen.getAllByTestId('floating-submenu');
    expect(floating).toHaveLength(1);
    expect(within(floating[0]!).getByRole('link', { name: 'LAPORAN AUDIT LOGIN' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUBMENU_CLOSE_DELAY_MS));
    expect(screen.getByTestId('floating-submenu')).toBeInTheDocument();
  });
});
