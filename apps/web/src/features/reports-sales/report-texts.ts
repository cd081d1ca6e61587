import { formatBusinessDate, ISO_DATE_RE } from '@emas/domain';
import type { TFunction } from 'i18next';
import type { ReportChoice } from '../../kit/report-types';

/** The select options of a report's fixed values, labelled in the picked language. */
export const optionsOf = (t: TFunction, values: readonly string[]): ReportChoice[] => values.map((value) => ({ value, label: t(`reportsSales.options.${value}`) }));
/** A column header of the sales, buy-back and control reports. */
export const colOf = (t: TFunction, key: string): string => t(`reportsSales.cols.${key}`);
/** A master list with 'SEMUA' (ALL) first. */
export const withAll = (t: TFunction, list: readonly ReportChoice[]): ReportChoice[] => [{ value: 'ALL', label: t('reportsSales.options.ALL') }, ...list];

/**
 * The key column of a rekap (Rekap Penjualan, Rekap Pembelian): a day is shown DD-MM-YYYY like every other
 * date of the reports; a sales person, group or other key as it comes.
 */
export const rekapKunci = (r: { kunci: string }): string => (ISO_DATE_RE.test(r.kunci) ? formatBusinessDate(r.kunci) : r.kunci);
