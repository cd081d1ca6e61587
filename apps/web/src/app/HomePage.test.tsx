import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, expectedSubmenus, renderSignedIn } from '../../test/session-harness';
import { HomePage } from './HomePage';

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
