import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Panel, PANEL_RELOAD_MS } from './Panel';
import { renderKit } from './test-app';

afterEach(() => vi.useRealTimers());

describe('Panel', () => {
  it('reloads for 2 seconds, then calls onReload and refreshes its form', () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    renderKit(
      <Panel title="Filter" onReload={onReload}>
        <input aria-label="Nama" defaultValue="" />
      </Panel>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama' }), { target: { value: 'CINCIN' } });
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('CINCIN');

    fireEvent.click(screen.getByRole('button', { name: 'Muat Ulang Panel' }));
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'reloading');
    act(() => vi.advanceTimersByTime(PANEL_RELOAD_MS - 1));
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'reloading');
    act(() => vi.advanceTimersByTime(1));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(PANEL_RELOAD_MS).toBe(2000);
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('');
  });

  it('collapses and opens its body, keeping what was typed', () => {
    renderKit(
      <Panel title="Filter">
        <input aria-label="Nama" defaultValue="" />
      </Panel>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama' }), { target: { value: 'GELANG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup Isi Panel' }));
    expect(screen.queryByRole('textbox', { name: 'Nama' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Buka Isi Panel' }));
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('GELANG');
  });

  it('expands to the full screen and back', () => {
    renderKit(<Panel title="Grafik">isi</Panel>);
    fireEvent.click(screen.getByRole('button', { name: 'Perbesar Panel' }));
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByTestId('panel')).toHaveStyle({ position: 'fixed' });
    fireEvent.click(screen.getByRole('button', { name: 'Perkecil Panel' }));
    expect(screen.getByTestId('panel')).toHaveAttribute('data-state', 'open');
  });

  it('is removed', () => {
    const onRemove = vi.fn();
    renderKit(
      <Panel title="Grafik" onRemove={onRemove}>
        isi
      </Panel>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hapus Panel' }));
    expect(screen.queryByTestId('panel')).not.toBeInTheDocument();
    expect(screen.queryByText('Grafik')).not.toBeInTheDocument();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
