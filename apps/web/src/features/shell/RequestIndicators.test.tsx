import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser, renderSignedIn } from '../../../test/session-harness';
import { FetchProgressBar, MutationOverlay } from './RequestIndicators';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('request indicators', () => {
  it('shows the progress bar while a request loads and removes it after', async () => {
    const { queryClient } = renderSignedIn(<FetchProgressBar />, { user: demoUser('KASIRBDG') });
    expect(screen.queryByRole('progressbar', { name: 'Sedang memuat data' })).not.toBeInTheDocument();
    const pending = deferred();
    let fetching: Promise<unknown> = Promise.resolve();
    act(() => {
      fetching = queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => pending.promise.then(() => 'ok') });
    });
    expect(await screen.findByRole('progressbar', { name: 'Sedang memuat data' })).toBeInTheDocument();
    await act(async () => {
      pending.resolve();
      await fetching;
    });
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Sedang memuat data' })).not.toBeInTheDocument());
  });

  it('covers the content while a save runs', async () => {
    const { queryClient, container } = renderSignedIn(<MutationOverlay />, { user: demoUser('KASIRBDG') });
    const overlay = () => container.ownerDocument.querySelector('[data-testid="mutation-overlay"]');
    expect(overlay()).toBeNull();
    const pending = deferred();
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = queryClient.getMutationCache().build(queryClient, { mutationFn: () => pending.promise }).execute(undefined);
    });
    await waitFor(() => expect(overlay()).not.toBeNull());
    await act(async () => {
      pending.resolve();
      await saving;
    });
    await waitFor(() => expect(overlay()).toBeNull());
  });
});
