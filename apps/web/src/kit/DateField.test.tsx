import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateField, type DateLevel } from './DateField';
import { renderKit } from './test-app';

function Field({ level, initial = null }: { level?: DateLevel; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Tanggal" level={level} value={value} onChange={setValue} today="2025-06-30" />
      <output data-testid="held">{value ?? 'null'}</output>
    </>
  );
}

describe('DateField', () => {
  it("opens a calendar whose today button reads 'Hari Ini' and picks the day", async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<Field />);
    await user.click(screen.getByRole('button', { name: 'Buka kalender Tanggal' }));
    await user.click(await screen.findByRole('button', { name: 'Hari Ini' }));
    expect(screen.getByTestId('held')).toHaveTextContent('2025-06-30');
    expect(screen.getByRole('textbox', { name: 'Tanggal' })).toHaveValue('30-06-2025');
  });

  it("reads 'Bulan Ini' at month level and 'Tahun Ini' at year level", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderKit(<Field level="month" />);
    await user.click(screen.getByRole('button', { name: 'Buka kalender Tanggal' }));
    await user.click(await screen.findByRole('button', { name: 'Bulan Ini' }));
    expect(screen.getByTestId('held')).toHaveTextContent('2025-06-01');
    expect(screen.getByRole('textbox', { name: 'Tanggal' })).toHaveValue('06-2025');
    unmount();

    renderKit(<Field level="year" />);
    await user.click(screen.getByRole('button', { name: 'Buka kalender Tanggal' }));
    await user.click(await screen.findByRole('button', { name: 'Tahun Ini' }));
    expect(screen.getByTestId('held')).toHaveTextContent('2025-01-01');
    expect(screen.getByRole('textbox', { name: 'Tanggal' })).toHaveValue('2025');
  });

  it('takes a typed date and refuses one that does not exist', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<Field initial="2025-06-30" />);
    const input = screen.getByRole('textbox', { name: 'Tanggal' });
    await user.clear(input);
    await user.paste('5/1/2025');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('held')).toHaveTextContent('2025-01-05');
    expect(input).toHaveValue('05-01-2025');

    await user.clear(input);
    await user.paste('31-02-2025');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Format tanggal tidak valid')).toBeInTheDocument();
    expect(screen.getByTestId('held')).toHaveTextContent('2025-01-05');
  });
});
