import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderSignedIn } from '../../../test/session-harness';
import { BlankPage } from './BlankPage';
import { LandingPage } from './LandingPage';
import { NotFoundPage } from './NotFoundPage';
import { PrivacyPage, TermsPage } from './PublicContentPage';
import { PublicLayout } from './PublicLayout';

describe('shell pages', () => {
  it('404 says the page is missing or not allowed and leads home', () => {
    renderSignedIn(<NotFoundPage />, { user: demoUser('KASIRBDG'), path: '/settingsystem' });
    expect(screen.getByTestId('not-found')).toHaveTextContent('Halaman Tidak Ditemukan');
    expect(screen.getByText('Halaman yang anda cari tidak ada, atau anda tidak memiliki akses ke halaman ini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/home');
  });

  it('terms and privacy show their Indonesian content without the app layout', () => {
    renderSignedIn(
      <PublicLayout>
        <TermsPage />
      </PublicLayout>,
      { path: '/terms-and-conditions' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Akun Pengguna' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke halaman masuk' })).toHaveAttribute('href', '/');
  });

  it("a customer's public page (catalogue, member page) has no link to the staff sign-in", () => {
    renderSignedIn(
      <PublicLayout customer>
        <p>Poin Anda</p>
      </PublicLayout>,
      { path: '/member/abc' },
    );
    expect(screen.getByText('Poin Anda')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kembali ke halaman masuk' })).not.toBeInTheDocument();
  });

  it('privacy policy lists what is stored and how it is kept', () => {
    renderSignedIn(<PrivacyPage />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Keamanan' })).toBeInTheDocument();
    expect(screen.getByText(/Password disimpan dalam bentuk hash/)).toBeInTheDocument();
  });

  it('landing page introduces the product and leads to work', () => {
    renderSignedIn(<LandingPage />, { user: demoUser('OWNER'), path: '/landingpages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Emas' })).toBeInTheDocument();
    expect(screen.getByText('Stok dan Baki')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai Bekerja' })).toHaveAttribute('href', '/home');
  });

  it('blank page is empty', () => {
    renderSignedIn(<BlankPage />, { user: demoUser('OWNER'), path: '/blank' });
    expect(screen.getByTestId('blank-page')).toBeEmptyDOMElement();
  });
});
