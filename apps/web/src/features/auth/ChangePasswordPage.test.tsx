import { dictionaries } from '@emas/domain/i18n/all';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { Providers } from '../../app/providers';
import { createQueryClient, ShellProviders } from '../../app/shell-providers';
import { ChangePasswordPage } from './ChangePasswordPage';

function renderPage() {
  const user = userEvent.setup();
  render(
    <Providers>
      <ShellProviders queryClient={createQueryClient()}>
        <ChangePasswordPage />
      </ShellProviders>
    </Providers>,
  );
  return user;
}

describe('ChangePasswordPage', () => {
  beforeAll(() => {
    initI18n(undefined, dictionaries);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows both field messages on an empty submit and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Password Lama Tidak Boleh Kosong')).toBeVisible();
    expect(screen.getByText('Password Baru Tidak Boleh Kosong')).toBeVisible();
    expect(screen.getByLabelText('Password Lama')).toHaveAccessibleDescription('Password Lama Tidak Boleh Kosong');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a short new password and one equal to the old password', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = renderPage();
    await user.type(screen.getByLabelText('Password Lama'), 'demo123');
    await user.type(screen.getByLabelText('Password Baru'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Password Baru minimal 6 karakter')).toBeVisible();
    expect(screen.queryByText('Password Lama Tidak Boleh Kosong')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Password Baru'));
    await user.type(screen.getByLabelText('Password Baru'), 'demo123');
    await user.click(screen.getByRole('button', { name: 'Simpan Password' }));
    expect(await screen.findByText('Password Baru tidak boleh sama dengan Password Lama')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('each show/hide toggle reveals and hides only its own field', async () => {
    const user = renderPage();
    const oldInput = screen.getByLabelText('Password Lama');
    const newInput = screen.getByLabelText('Password Baru');
    expect(oldInput).toHaveAttribute('type', 'password');
    expect(newInput).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Tampilkan Password Lama' }));
    expect(oldInput).toHaveAttribute('type', 'text');
    expect(newInput).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Tampilkan Password Baru' }));
    expect(newInput).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Sembunyikan Password Lama' }));
    expect(oldInput).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Tampilkan Password Lama' })).toBeInTheDocument();
    expect(newInput).toHaveAttribute('type', 'text');
  });
});
