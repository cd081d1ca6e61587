import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilteredTextInput, MoneyInput, PercentInput, WeightInput } from './Inputs';
import type { TextFilter } from './input-filters';
import { renderKit } from './test-app';

function TextField({ filter, upper }: { filter?: TextFilter; upper?: boolean }) {
  const [value, setValue] = useState('');
  return <FilteredTextInput label="Isian" value={value} onChange={setValue} filter={filter} upper={upper} />;
}

function MoneyField({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput label="Jumlah Rp" value={value} onChange={setValue} />
      <output data-testid="held">{value === null ? 'null' : `${typeof value}:${value}`}</output>
    </>
  );
}

function PercentField() {
  const [value, setValue] = useState('');
  return <PercentInput label="Diskon" value={value} onChange={setValue} />;
}

function WeightField() {
  const [value, setValue] = useState('');
  return <WeightInput label="Berat" value={value} onChange={setValue} />;
}

async function typeInto(label: string, text: string) {
  const user = userEvent.setup({ delay: null });
  const input = screen.getByLabelText(label);
  await user.type(input, text);
  return input as HTMLInputElement;
}

describe('filtered text inputs', () => {
  it('upper-cases plain text by default', async () => {
    renderKit(<TextField />);
    expect((await typeInto('Isian', 'cincin emas 24k')).value).toBe('CINCIN EMAS 24K');
  });

  it('keeps the text as typed when upper is off', async () => {
    renderKit(<TextField upper={false} />);
    expect((await typeInto('Isian', 'Rak Atas')).value).toBe('Rak Atas');
  });

  it('digits and dot', async () => {
    renderKit(<TextField filter="decimal" />);
    expect((await typeInto('Isian', 'a1b2.3.4x')).value).toBe('12.34');
  });

  it('digits only', async () => {
    renderKit(<TextField filter="digits" />);
    expect((await typeInto('Isian', '08-12 34a5.6')).value).toBe('08123456');
  });

  it('digits and minus (a leading minus only)', async () => {
    renderKit(<TextField filter="signedDigits" />);
    expect((await typeInto('Isian', '-12-3a4')).value).toBe('-1234');
  });

  it('at most two decimals', async () => {
    renderKit(<TextField filter="twoDecimals" />);
    expect((await typeInto('Isian', '12.3456')).value).toBe('12.34');
  });
});

describe('PercentInput', () => {
  it('accepts up to 100 with two decimals', async () => {
    renderKit(<PercentField />);
    expect((await typeInto('Diskon', '99.999')).value).toBe('99.99');
    expect(screen.queryByText('Tidak Boleh Melebihi 100 !')).not.toBeInTheDocument();
  });

  it("caps at 100 with 'Tidak Boleh Melebihi 100 !'", async () => {
    renderKit(<PercentField />);
    const input = await typeInto('Diskon', '150');
    expect(input.value).toBe('100');
    expect(screen.getByText('Tidak Boleh Melebihi 100 !')).toBeInTheDocument();
  });
});

describe('MoneyInput', () => {
  it("shows 'Rp. ' + number + ' ,-' while holding an integer", async () => {
    renderKit(<MoneyField />);
    const input = await typeInto('Jumlah Rp', '1250000');
    expect(input.value).toBe('Rp. 1,250,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:1250000');
  });

  it('ignores letters and removes the last digit on backspace at the end', async () => {
    renderKit(<MoneyField initial={1234} />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    expect(input.value).toBe('Rp. 1,234 ,-');
    const user = userEvent.setup({ delay: null });
    await user.type(input, 'x{Backspace}');
    expect(input.value).toBe('Rp. 123 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:123');
  });

  it('reads a pasted amount whole, also when it has the same digits as the field held', async () => {
    renderKit(<MoneyField initial={1780000} />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.tripleClick(input);
    await user.paste('1780000');
    expect(input.value).toBe('Rp. 1,780,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:1780000');
    // the caret moves on the next frame after a change (before any person can select again)
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    await user.tripleClick(input);
    await user.paste('250000');
    expect(screen.getByTestId('held')).toHaveTextContent('number:250000');
  });

  it('drops the decimal part of a pasted amount: rupiah has no cents', async () => {
    renderKit(<MoneyField />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.click(input);
    await user.paste('2.780.000,00');
    expect(input.value).toBe('Rp. 2,780,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:2780000');
  });

  it.each(['2,780,000.50', '2.780.000', '2,780,000', 'Rp 2.780.000,-'])('reads %s pasted over the amount as 2,780,000', async (pasted) => {
    renderKit(<MoneyField initial={1500} />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.tripleClick(input);
    await user.paste(pasted);
    expect(input.value).toBe('Rp. 2,780,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:2780000');
  });

  it("keeps the amount when a cashier types a ',' or '.' after or among the digits", async () => {
    renderKit(<MoneyField />);
    const input = await typeInto('Jumlah Rp', '2780000,');
    expect(input.value).toBe('Rp. 2,780,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:2780000');
    const user = userEvent.setup({ delay: null });
    // 'Rp. 2,780,0|00 ,-': the text becomes 'Rp. 2,780,0.00 ,-', which read as pasted would be 27,800
    await user.type(input, '.', { initialSelectionStart: 11, initialSelectionEnd: 11 });
    expect(input.value).toBe('Rp. 2,780,000 ,-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:2780000');
  });

  it('holds null when emptied', async () => {
    renderKit(<MoneyField initial={5} />);
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Jumlah Rp'));
    expect((screen.getByLabelText('Jumlah Rp') as HTMLInputElement).value).toBe('');
    expect(screen.getByTestId('held')).toHaveTextContent('null');
  });
});

describe('WeightInput', () => {
  it('keeps at most three decimals and reads a comma as the decimal point', async () => {
    renderKit(<WeightField />);
    expect((await typeInto('Berat', '12,34567')).value).toBe('12.345');
  });
});

describe('a minus in an unsigned number field is refused with a message, never dropped silently (issue 17 item 3)', () => {
  const NO_MINUS = 'Tidak Boleh Minus !';

  it('a press on a button that takes the focus keeps the message until its click is handled: the button does not move away from the pointer', async () => {
    const seenAtClick: boolean[] = [];
    renderKit(
      <>
        <WeightField />
        <button type="button" onClick={() => seenAtClick.push(screen.queryByText(NO_MINUS) !== null)}>
          Simpan
        </button>
      </>,
    );
    await typeInto('Berat', '-');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Simpan' }));
    // the click ran while the layout was still the one the cashier aimed at
    expect(seenAtClick).toEqual([true]);
    await waitFor(() => expect(screen.queryByText(NO_MINUS)).not.toBeInTheDocument());
  });

  it('WeightInput: a typed minus is not taken and the field says so until it loses focus', async () => {
    renderKit(<WeightField />);
    const input = await typeInto('Berat', '-');
    expect(input.value).toBe('');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).type(input, '10');
    expect(input.value).toBe('10');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).tab();
    expect(screen.queryByText(NO_MINUS)).not.toBeInTheDocument();
  });

  it('WeightInput: a pasted negative weight is refused whole', async () => {
    renderKit(<WeightField />);
    const input = screen.getByLabelText('Berat') as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.click(input);
    await user.paste('-10');
    expect(input.value).toBe('');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
  });

  it('MoneyInput: a typed or pasted minus keeps the amount and shows the message', async () => {
    renderKit(<MoneyField initial={5000} />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    const user = userEvent.setup({ delay: null });
    await user.click(input);
    await user.keyboard('{Home}-');
    expect(screen.getByTestId('held')).toHaveTextContent('number:5000');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(NO_MINUS)).not.toBeInTheDocument();
    await user.tripleClick(input);
    await user.paste('-250000');
    expect(screen.getByTestId('held')).toHaveTextContent('number:5000');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
  });

  it('MoneyInput: deleting the mask tail is still no minus', async () => {
    renderKit(<MoneyField initial={1234} />);
    const input = screen.getByLabelText('Jumlah Rp') as HTMLInputElement;
    await userEvent.setup({ delay: null }).type(input, '{Backspace}');
    expect(screen.getByTestId('held')).toHaveTextContent('number:123');
    expect(screen.queryByText(NO_MINUS)).not.toBeInTheDocument();
  });

  it('number and percentage fields refuse a minus with the message; a signed field keeps it', async () => {
    renderKit(<TextField filter="decimal" />);
    expect((await typeInto('Isian', '-2.5')).value).toBe('2.5');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
  });

  it('a percentage refuses a minus with the message', async () => {
    renderKit(<PercentField />);
    await typeInto('Diskon', '-5');
    expect(screen.getByText(NO_MINUS)).toBeInTheDocument();
  });

  it('a signed field keeps its minus without a message', async () => {
    renderKit(<TextField filter="signedDigits" />);
    expect((await typeInto('Isian', '-12')).value).toBe('-12');
    expect(screen.queryByText(NO_MINUS)).not.toBeInTheDocument();
  });
});
