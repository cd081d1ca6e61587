/** Money is whole rupiah. These helpers refuse fractions so a float never slips into a total. */
export type Rupiah = number;

export function assertRupiah(value: number): Rupiah {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Bukan nilai rupiah yang sah: ${value}`);
  return value;
}

export function sumRupiah(values: readonly number[]): Rupiah {
  let total = 0;
  for (const v of values) total += assertRupiah(v);
  return assertRupiah(total);
}

/** Rounds a rupiah amount to a unit (e.g. 500) upwards, or downwards when `down` is set. */
export function roundRupiah(value: Rupiah, unit: number, down = false): Rupiah {
  assertRupiah(value);
  if (!Number.isSafeInteger(unit) || unit <= 0) return value;
  const rem = ((value % unit) + unit) % unit;
  if (rem === 0) return value;
  return assertRupiah(down ? value - rem : value + (unit - rem));
}
