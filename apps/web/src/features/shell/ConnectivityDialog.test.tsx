import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, renderSignedIn } from '../../../test/session-harness';
import { ConnectivityDialog } from './ConnectivityDialog';

describe('ConnectivityDialog', () => {
  it('reloads the page when the user accepts after the connection comes back', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    renderSignedIn(<ConnectivityDialog reload={reload} />, { user: demoUser('KASIRBDG') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      fireEvent(window, new Event('offline'));
    });
    expect(await screen.findByText('Looks like you lost your internet connection')).toBeInTheDocument();
    act(() => {
      fireEvent(window, new Event('online'));
    });
    await user.click(await screen.findByRole('button', { name: 'Muat Ulang' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets the user carry on without reloading', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    renderSignedIn(<ConnectivityDialog reload={reload} />, { user: demoUser('KASIRBDG') });
    act(() => {
      fireEvent(window, new Event('offline'));
    });
    act(() => {
      fireEvent(window, new Event('online'));
    });
    await user.click(await screen.findByRole('button', { name: 'Nanti Saja' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
