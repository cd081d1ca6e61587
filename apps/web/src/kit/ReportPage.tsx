import { formatBusinessDate, formatDateTime, isModuleOn, REPORT_ALL_STORES, toBusinessDate, validateReportFilter } from '@emas/domain';
import { Alert, Button, Grid, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconFileSpreadsheet, IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, ApiError, errorMessage, fetchDownload } from '../lib/api';
import { notify, notifyApiError } from '../lib/notify';
import { useSession } from '../lib/session';
import { DataTable, type DataTableColumn } from './DataTable';
import { DateField } from './DateField';
import { Panel } from './Panel';
import { useReportExports } from './report-exports';
import type { QueryParams } from './crud-types';
import { saveFile } from './download';
import type { ReportDefinition, ReportDownload, ReportFormValues, ReportSelect, ReportSheet } from './report-types';
import { GroupedReportTables, useReportStores } from './report-store-picker';
import { alignOf, buildGroupedReportSheet, buildReportSheet, groupRowsBy, groupRowsByStore, reportCellOf, reportTotalOf, storeListAddress } from './report-values';
import { useCurrentStore, type StoreHeader } from './use-current-store';

export type ReportPageProps<Row> = {
  report: ReportDefinition<Row>;
  /** the store printed in the header; the current store (GET tokos) by default */
  store?: StoreHeader;
};

type SearchResult<Row> = { rows: Row[]; values: ReportFormValues };
type ReportState = 'idle' | 'searching' | 'results' | 'empty' | 'error';

function defaultsOf<Row>(report: ReportDefinition<Row>, date: string, store: string | null): ReportFormValues {
  const values: ReportFormValues = report.period === false ? {} : { tgl_awal: date, tgl_akhir: date };
  if (store !== null) values.kode_toko = store;
  if (report.filter) values.filter = report.filter.defaultValue ?? null;
  if (report.sortBy) values.sort_by = report.sortBy.defaultValue ?? null;
  for (const f of report.extraFields ?? []) values[f.name] = f.defaultValue ?? null;
  return values;
}

function queryOf(values: ReportFormValues): QueryParams {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== ''));
}

function SelectInput({ name, select, label, value, onChange, error }: { name: string; select: ReportSelect; label: string; value: string | null; onChange: (v: string | null) => void; error?: string }) {
  return (
    <Select
      label={label}
      data={select.options.map((o) => ({ value: o.value, label: o.label }))}
      value={value}
      onChange={onChange}
      error={error}
      allowDeselect={false}
      withAsterisk
      data-testid={`report-${name}`}
    />
  );
}

/**
 * A report screen from one definition: the filter form (dates with the shared validator, filter,
 * sort and extra fields), the search ('Sedang Mencari'), the results with footer totals, and the
 * PDF and Excel exports headed with the store's name and address.
 */
/** A footer cell: the column's total, after the line's name in the first column. */
function footerText(total: string | undefined, name: string | null): string {
  if (name === null) return total ?? '';
  return total ? `${name} ${total}` : name;
}

export function ReportPage<Row>({ report, store }: ReportPageProps<Row>) {
  const { t } = useTranslation();
  const session = useSession();
  const currentStore = useCurrentStore();
  const header = store ?? currentStore;
  const stores = useReportStores(report);
  const oneMonth = isModuleOn(session.modules, 'REPORT_SATU_BULAN_PROTECTION_MODULE');
  const readOnlyDate = isModuleOn(session.modules, 'REPORT_READONLY_DATE_MODULE');
  const activeDate = session.tglSystem || toBusinessDate(new Date());
  const messages = {
    available: report.messages?.available ?? t('kit.report.available'),
    empty: report.messages?.empty ?? t('kit.report.empty'),
    failed: report.messages?.failed ?? t('kit.report.failed'),
  };

  const resolver: Resolver<ReportFormValues> = async (values) => {
    const found: Record<string, string> = {
      ...validateReportFilter(
        {
          tgl_awal: values.tgl_awal ?? undefined,
          tgl_akhir: values.tgl_akhir ?? undefined,
          filter: values.filter ?? undefined,
          sort_by: values.sort_by ?? undefined,
        },
        { oneMonth, needsFilter: report.filter !== undefined, needsSort: report.sortBy !== undefined },
      ),
    };
    if (report.period === false) {
      delete found.tgl_awal;
      delete found.tgl_akhir;
    }
    for (const f of report.extraFields ?? []) if (f.requiredMessage && !values[f.name]) found[f.name] = f.requiredMessage;
    if (stores.enabled && !values.kode_toko) found.kode_toko = t('kit.report.pickStore');
    const keys = Object.keys(found);
    if (keys.length === 0) return { values, errors: {} };
    const errors: FieldErrors<ReportFormValues> = {};
    for (const key of keys) errors[key] = { type: 'validate', message: found[key] };
    return { values: {}, errors };
  };

  const defaults = useMemo(() => defaultsOf(report, activeDate, stores.defaultValue), [report, activeDate, stores.defaultValue]);
  const form = useForm<ReportFormValues>({ defaultValues: defaults, resolver });

  // the dates follow the store's active date once it is known (the session reads it after the
  // first render), unless the user has changed them; with the read-only date module, always
  useEffect(() => {
    if (report.period === false) return;
    for (const name of ['tgl_awal', 'tgl_akhir'] as const) {
      if (readOnlyDate || !form.getFieldState(name).isDirty) form.setValue(name, activeDate);
    }
  }, [readOnlyDate, activeDate, form, report.period]);

  const queryFor = (values: ReportFormValues): QueryParams => {
    const query = report.toQuery ? report.toQuery(values) : queryOf(values);
    if (stores.enabled && values.kode_toko) query.kode_toko = values.kode_toko;
    return query;
  };
  // a file the server makes from the searched query (report.downloads), one at a time
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (d: ReportDownload, values: ReportFormValues) => {
    setDownloading(d.key);
    try {
      const { blob, fileName } = await fetchDownload(d.endpoint, queryFor(values));
      saveFile(blob, fileName ?? d.fallbackName);
    } catch (error) {
      notifyApiError(error, messages.failed);
    } finally {
      setDownloading(null);
    }
  };

  // rows received so far of a long answer (the server writes one row a line)
  const [received, setReceived] = useState(0);
  const search = useMutation({
    mutationFn: async (values: ReportFormValues): Promise<SearchResult<Row>> => {
      const query = queryFor(values);
      setReceived(0);
      const { data } = await api.get<unknown>(report.endpoint, query, { onProgress: setReceived });
      const rows = report.select ? report.select(data) : Array.isArray(data) ? (data as Row[]) : [];
      return { rows, values };
    },
    onSuccess: ({ rows }) => {
      if (rows.length > 0 && report.successDelayMs) setTimeout(() => notify.success(messages.available), report.successDelayMs);
      else if (rows.length > 0) notify.success(messages.available);
      else notify.info(messages.empty);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) if (name in form.getValues()) form.setError(name, { type: 'server', message });
      }
      notifyApiError(error, messages.failed);
    },
  });

  const result = search.data;
  const rows = result?.rows ?? [];
  const state: ReportState = search.isPending ? 'searching' : search.isError ? 'error' : result ? (rows.length > 0 ? 'results' : 'empty') : 'idle';

  // an all-store answer is grouped by store with subtotals; one picked store heads the printout
  const storeGroups = result && stores.enabled && result.values.kode_toko === REPORT_ALL_STORES ? groupRowsByStore(result.rows) : null;
  const ownKey = result && !storeGroups && report.groupBy ? report.groupBy(result.values) : null;
  const groups = storeGroups ?? (result && ownKey ? groupRowsBy(result.rows, ownKey) : null);
  const groupLabel = (key: string) => {
    if (!storeGroups) return report.groupLabel && result ? report.groupLabel(key, result.values) : key;
    const found = stores.headerOf(key);
    return found ? `${found.kode_toko} - ${found.nama_toko}` : key;
  };
  const grandLabel = storeGroups ? t('kit.report.grandTotal') : t('kit.report.total');

  const sheetOf = (found: SearchResult<Row>): ReportSheet => {
    // the printed store: every store (their codes under 'SEMUA TOKO'), the picked one, or the current one
    const scope = stores.enabled ? found.values.kode_toko : null;
    const chain = stores.options.filter((o) => o.value !== REPORT_ALL_STORES).map((o) => o.value).sort((a, b) => a.localeCompare(b));
    const printed =
      scope === REPORT_ALL_STORES
        ? { nama_toko: t('kit.report.allStoresHeader'), alamat_toko: storeListAddress(chain.length > 0 ? chain : (groupRowsByStore(found.rows) ?? []).map((g) => g.kodeToko)) }
        : scope
          ? (stores.headerOf(scope) ?? { nama_toko: scope, alamat_toko: '' })
          : header;
    const meta = {
      title: report.title,
      period:
        report.period === false
          ? t('kit.report.asOf', { date: formatBusinessDate(activeDate) })
          : t('kit.report.period', { from: formatBusinessDate(found.values.tgl_awal), to: formatBusinessDate(found.values.tgl_akhir) }),
      storeName: printed.nama_toko,
      storeAddress: printed.alamat_toko,
      printedBy: t('kit.report.printedBy', { user: session.user?.user_id ?? '', time: formatDateTime(new Date()) }),
      totalLabel: t('kit.report.total'),
    };
    if (!groups) return buildReportSheet(report.columns, found.rows, meta);
    return buildGroupedReportSheet(report.columns, groups, { ...meta, subtotalLabel: (toko) => t('kit.report.subtotal', { toko }), grandTotalLabel: grandLabel });
  };

  const { exporting, pdfPages, exportPdf, exportExcel } = useReportExports(report.fileName, () => (result ? sheetOf(result) : null));

  const hasTotals = report.columns.some((c) => c.total);
  const tableColumns: DataTableColumn<Row>[] = report.columns.map((c, i) => ({
    key: c.key,
    header: c.header,
    align: alignOf(c),
    text: (row: Row) => reportCellOf(c, row).text,
    // the first cell names the line; a count there follows the name ('Total 3'), as in the PDF and Excel
    footer: hasTotals ? (shown: readonly Row[]) => footerText(reportTotalOf(c, shown)?.text, i === 0 ? t('kit.report.total') : null) : undefined,
  }));

  const showPdf = report.exports?.pdf !== false;
  const showExcel = report.exports?.excel !== false;
  const backTo = report.backTo === undefined ? '/SubMenuLaporan' : report.backTo;
  const errors = form.formState.errors;

  return (
    <Panel
      title={report.title}
      removable={false}
      testId={`report-${report.key}`}
      onReload={() => {
        // the panel's reload starts the report afresh: default filter, no results
        form.reset(defaultsOf(report, activeDate, stores.defaultValue));
        search.reset();
      }}
    >
      <Stack gap="md" data-testid="report-page" data-state={state}>
        <form onSubmit={form.handleSubmit((values) => search.mutate(values))} noValidate>
          <Stack gap="sm">
            <Grid gutter="sm" align="flex-start">
              {(report.period === false ? [] : (['tgl_awal', 'tgl_akhir'] as const)).map((name) => (
                <Grid.Col key={name} span={{ base: 12, sm: 6, md: 3 }}>
                  <Controller
                    name={name}
                    control={form.control}
                    render={({ field }) => (
                      <DateField
                        label={name === 'tgl_awal' ? t('kit.report.tglAwal') : t('kit.report.tglAkhir')}
                        name={name}
                        value={field.value ?? null}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        today={activeDate}
                        readOnly={readOnlyDate}
                        withAsterisk
                        error={errors[name]?.message}
                        testId={`report-${name}`}
                      />
                    )}
                  />
                </Grid.Col>
              ))}
              {stores.enabled && (
                <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                  <Controller
                    name="kode_toko"
                    control={form.control}
                    render={({ field }) => (
                      <SelectInput name="kode_toko" select={{ options: stores.options }} label={t('kit.report.store')} value={field.value ?? null} onChange={field.onChange} error={errors.kode_toko?.message} />
                    )}
                  />
                </Grid.Col>
              )}
              {report.filter && (
                <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                  <Controller
                    name="filter"
                    control={form.control}
                    render={({ field }) => (
                      <SelectInput name="filter" select={report.filter!} label={report.filter!.label ?? t('kit.report.filter')} value={field.value ?? null} onChange={field.onChange} error={errors.filter?.message} />
                    )}
                  />
                </Grid.Col>
              )}
              {report.sortBy && (
                <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                  <Controller
                    name="sort_by"
                    control={form.control}
                    render={({ field }) => (
                      <SelectInput name="sort_by" select={report.sortBy!} label={report.sortBy!.label ?? t('kit.report.sortBy')} value={field.value ?? null} onChange={field.onChange} error={errors.sort_by?.message} />
                    )}
                  />
                </Grid.Col>
              )}
              {report.extraFields?.map((extra) => (
                <Grid.Col key={extra.name} span={{ base: 12, sm: 6, md: 3 }}>
                  <Controller
                    name={extra.name}
                    control={form.control}
                    render={({ field }) =>
                      extra.type === 'select' ? (
                        <SelectInput name={extra.name} select={{ options: extra.options ?? [] }} label={extra.label} value={field.value ?? null} onChange={field.onChange} error={errors[extra.name]?.message} />
                      ) : (
                        <TextInput
                          label={extra.label}
                          value={field.value ?? ''}
                          onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
                          onBlur={field.onBlur}
                          withAsterisk={extra.requiredMessage !== undefined}
                          error={errors[extra.name]?.message}
                          data-testid={`report-${extra.name}`}
                        />
                      )
                    }
                  />
                </Grid.Col>
              ))}
            </Grid>
            {readOnlyDate && (
              <Text size="xs" c="dimmed">
                {t('kit.report.readOnlyDate')}
              </Text>
            )}
            <Group gap="sm" wrap="wrap">
              <Button
                type="submit"
                leftSection={search.isPending ? <Loader size="xs" /> : <IconSearch size={16} />}
                disabled={search.isPending}
                data-testid="report-search"
              >
                {search.isPending ? t('kit.report.searching') : t('kit.report.search')}
              </Button>
              {state === 'results' && showPdf && (
                <Button variant="light" color="red" leftSection={<IconFileTypePdf size={16} />} loading={exporting === 'pdf'} disabled={exporting !== null} onClick={() => void exportPdf()} data-testid="report-export-pdf">
                  {t('kit.report.exportPdf')}
                </Button>
              )}
              {state === 'results' && showExcel && (
                <Button variant="light" color="green" leftSection={<IconFileSpreadsheet size={16} />} loading={exporting === 'excel'} disabled={exporting !== null} onClick={() => void exportExcel()} data-testid="report-export-excel">
                  {t('kit.report.exportExcel')}
                </Button>
              )}
              {result &&
                (state === 'results' || state === 'empty') &&
                report.downloads?.map((d) => (
                  <Button
                    key={d.key}
                    variant="light"
                    color="gray"
                    leftSection={<IconDownload size={16} />}
                    loading={downloading === d.key}
                    disabled={downloading !== null}
                    onClick={() => void download(d, result.values)}
                    data-testid={`report-download-${d.key}`}
                  >
                    {d.label}
                  </Button>
                ))}
              {exporting === 'pdf' && pdfPages > 0 && (
                <Text size="sm" c="dimmed" data-testid="report-pdf-pages">
                  {t('kit.report.pdfPages', { count: pdfPages })}
                </Text>
              )}
              {backTo && (
                <Button component={Link} to={backTo} variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />}>
                  {t('kit.report.back')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>

        {state === 'idle' && (
          <Text size="sm" c="dimmed" data-testid="report-idle">
            {t('kit.report.idle')}
          </Text>
        )}
        {state === 'searching' && (
          <Group gap="xs" data-testid="report-searching">
            <Loader size="sm" />
            <Text size="sm" data-testid="report-received" data-received={received}>
              {received > 0 ? t('kit.report.received', { count: received }) : t('kit.report.searching')}
            </Text>
          </Group>
        )}
        {state === 'error' && (
          <Alert color="red" data-testid="report-error">
            {errorMessage(search.error, messages.failed)}
          </Alert>
        )}
        {state === 'empty' && (
          <Alert color="yellow" data-testid="report-empty">
            {messages.empty}
          </Alert>
        )}
        {state === 'results' && (
          <>
            <Alert color="teal" data-testid="report-available">
              {messages.available}
            </Alert>
            {groups ? (
              <GroupedReportTables report={report} groups={groups} columns={tableColumns} storeName={groupLabel} totalLabel={grandLabel} />
            ) : (
              <DataTable rows={rows} columns={tableColumns} rowKey={report.rowKey} caption={report.title} testId="report-table" />
            )}
          </>
        )}
      </Stack>
    </Panel>
  );
}
