import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreen, sessionUser } from '../kit/test-app';
import { REFERENCES, ReferenceWarmup, referenceQueryKey, useReference, WARM_REFERENCES } from './reference';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function BakiOf({ gudang }: { gudang: string }) {
  const baki = useReference('baki-by-gudang', { kode_gudang: gudang });
  return <p data-testid="baki">{(baki.data ?? []).map((b) => b.kode_baki).join(',')}</p>;
}

describe('reference data', () => {
  it('warms groups, jenis, gudang, baki, sales and banks after sign-in, into the keys screens read', async () => {
    const { calls, queryClient } = renderScreen(
      <>
        <p>first screen</p>
        <ReferenceWarmup delayMs={0} />
      </>,
      { user: sessionUser('ADMIN', 'SU', 'PST'), api: () => ok([]) },
    );
    // nothing waits for it: the screen is there at once
    expect(screen.getByText('first screen')).toBeInTheDocument();
    const paths = WARM_REFERENCES.map((k) => REFERENCES[k]!.path);
    expect(paths).toEqual(['group/get/all', 'jenis/get/all', 'gudang/get/all', 'baki/get/all', 'sales/get/all', 'banks']);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').map((c) => c.path)).toEqual(expect.arrayContaining(paths)));
    await waitFor(() => expect(queryClient.getQueryData(referenceQueryKey('gudang', {}, 'PST'))).toEqual([]));
  });

  it('fills path parameters and keys the cache by store', async () => {
    const { calls } = renderScreen(<BakiOf gudang="UTAMA" />, {
      user: sessionUser('SPVBDG', 'SPV', 'BDG'),
      api: (r) => (r.path === 'baki/get/by-kode-gudang/UTAMA' ? ok([{ kode_baki: 'B01' }, { kode_baki: 'B02' }]) : undefined),
    });
    await waitFor(() => expect(screen.getByTestId('baki')).toHaveTextContent('B01,B02'));
    expect(calls.some((c) => c.path === 'baki/get/by-kode-gudang/UTAMA')).toBe(true);
    expect(referenceQueryKey('baki-by-gudang', { kode_gudang: 'UTAMA' }, 'BDG')).toEqual(['baki', 'reference', 'baki/get/by-kode-gudang/:kode_gudang', { kode_gudang: 'UTAMA' }, 'BDG']);
  });
});
