import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import classes from './DataTable.module.css';
import { captureDownloads, renderKit } from './test-app';

type Gudang = { kode_gudang: string; nama_gudang: string; keterangan: string };

const columns: DataTableColumn<Gudang>[] = [
  { key: 'kode_gudang', header: 'Kode Gudang' },
  { key: 'nama_gudang', header: 'Nama Gudang' },
  { key: 'keterangan', header: 'Keterangan' },
];

const rows: Gudang[] = Array.from({ length: 23 }, (_, i) => ({
  kode_gudang: `G${String(i + 1).padStart(2, '0')}`,
  nama_gudang: i === 4 ? 'GUDANG SURABAYA' : `GUDANG ${i + 1}`,
  keterangan: i === 7 ? 'Rak "A", lantai 2' : 'UTAMA',
}));

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('shows the first page, moves between pages and tells where it is', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_gudang} />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('G01')).toBeInTheDocument();
    expect(screen.queryByText('G11')).not.toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1 - 10 dari 23 data')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('G23')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 21 - 23 dari 23 data')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    expect(bodyRows()).toHaveLength(23);
  });

  it('searches every column, case-insensitively, and starts again at page one', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_gudang} />);
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.type(screen.getByRole('textbox', { name: 'Cari' }), 'surabaya');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('GUDANG SURABAYA')).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 1 - 1 dari 1 data')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Cari' }));
    await user.type(screen.getByRole('textbox', { name: 'Cari' }), 'lantai 2');
    expect(screen.getByText('G08')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
  });

  it("shows 'Tidak Ada Data', or the resource's own empty text", () => {
    const { unmount } = renderKit(<DataTable rows={[]} columns={columns} rowKey={(r) => r.kode_gudang} />);
    expect(screen.getByText('Tidak Ada Data')).toBeInTheDocument();
    unmount();
    renderKit(<DataTable rows={[]} columns={columns} rowKey={(r) => r.kode_gudang} emptyText="Data Banner Kosong" />);
    expect(screen.getByText('Data Banner Kosong')).toBeInTheDocument();
  });

  it('shows the empty text when a search finds nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderKit(<DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_gudang} />);
    await user.type(screen.getByRole('textbox', { name: 'Cari' }), 'tidak ada gudang ini');
    expect(screen.getByText('Tidak Ada Data')).toBeInTheDocument();
  });

  it('shows a loading state instead of rows', () => {
    renderKit(<DataTable rows={[]} columns={columns} rowKey={(r) => r.kode_gudang} loading />);
    expect(screen.getByText('Memuat Data...')).toBeInTheDocument();
    expect(screen.queryByText('Tidak Ada Data')).not.toBeInTheDocument();
  });

  it('exports the searched rows as CSV with quoted fields, leaving action columns out', async () => {
    const user = userEvent.setup({ delay: null });
    const files = captureDownloads();
    const withActions: DataTableColumn<Gudang>[] = [
      ...columns,
      { key: 'aksi', header: 'Aksi', exportable: false, render: (r) => <button type="button">Edit {r.kode_gudang}</button> },
    ];
    renderKit(<DataTable rows={rows} columns={withActions} rowKey={(r) => r.kode_gudang} csvFileName="master-gudang" />);
    await user.type(screen.getByRole('textbox', { name: 'Cari' }), 'G0');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('master-gudang.csv');
    const text = await files[0]!.blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Kode Gudang,Nama Gudang,Keterangan');
    expect(lines[1]).toBe('G01,GUDANG 1,UTAMA');
    expect(lines[8]).toBe('G08,GUDANG 8,"Rak ""A"", lantai 2"');
    // G01..G09 and the trailing line end
    expect(lines).toHaveLength(11);
    expect(lines[10]).toBe('');
  });

  it('shows at most five extra buttons, and footers computed from the rows', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup({ delay: null });
    const buttons = ['Satu', 'Dua', 'Tiga', 'Empat', 'Lima', 'Enam'].map((label) => ({ label, onClick }));
    const withFooter: DataTableColumn<Gudang>[] = [{ ...columns[0]!, footer: (shown) => `${shown.length} gudang` }, columns[1]!];
    renderKit(<DataTable rows={rows} columns={withFooter} rowKey={(r) => r.kode_gudang} buttons={buttons} />);
    expect(screen.getByRole('button', { name: 'Lima' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enam' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dua' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('23 gudang')).toBeInTheDocument();
  });

  it('keeps the row actions column at the right edge while a wide table scrolls sideways', () => {
    const wide: DataTableColumn<Gudang>[] = [
      { key: 'pick', header: 'Pilih', exportable: false, render: (r) => <input type="checkbox" aria-label={`Pilih ${r.kode_gudang}`} /> },
      ...columns,
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((k) => ({ key: k, header: `Kolom ${k}`, text: () => k })),
      { key: 'aksi', header: 'Aksi', exportable: false, render: (r) => <button type="button">Detail {r.kode_gudang}</button> },
    ];
    const withFooter = wide.map((c) => (c.key === 'kode_gudang' ? { ...c, footer: 'Total' } : c));
    renderKit(<DataTable rows={rows} columns={withFooter} rowKey={(r) => r.kode_gudang} />);
    const table = screen.getByRole('table');
    const [head, ...rest] = within(table).getAllByRole('row');
    const foot = rest.pop()!;
    expect(rest).toHaveLength(10);

    const lastCellOf = (row: HTMLElement) => within(row).getAllByRole(row === head || row === foot ? 'columnheader' : 'cell').at(-1)!;
    expect(lastCellOf(head)).toHaveTextContent('Aksi');
    expect(lastCellOf(head)).toHaveClass(classes.actions!);
    expect(lastCellOf(foot)).toHaveClass(classes.actions!);
    for (const row of rest) {
      expect(lastCellOf(row)).toHaveClass(classes.actions!);
      expect(within(lastCellOf(row)).getByRole('button')).toHaveTextContent(/^Detail G\d\d$/);
    }
    // only that column: a selection column kept out of CSV at the start stays where it is
    expect(table.querySelectorAll(`.${classes.actions}`)).toHaveLength(12);
    expect(within(rest[0]!).getAllByRole('cell')[0]).not.toHaveClass(classes.actions!);
  });

  it('pins no column when the last one is plain data', () => {
    renderKit(<DataTable rows={rows} columns={columns} rowKey={(r) => r.kode_gudang} />);
    expect(classes.actions).toBeTruthy();
    expect(screen.getByRole('table').querySelectorAll(`.${classes.actions}`)).toHaveLength(0);
  });

  it('stacks rows as labelled cards on narrow screens', () => {
    renderKit(<DataTable rows={rows.slice(0, 2)} columns={columns} rowKey={(r) => r.kode_gudang} layout="cards" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Kode Gudang')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('G01')).toBeInTheDocument();
  });
});
