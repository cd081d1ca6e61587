import type { ServiceBoardRow, ServiceListRow, ServiceReceipt } from '@emas/domain';
import { api } from '../../lib/api';
import { type DocumentFilter } from '../../kit/counter';

export type ServiceStatusFilter = 'ALL' | 'OPEN' | 'DONE' | 'CLOS' | 'CANC';
export type Tukang = { kode_tukang: string; nama_tukang: string };
export type Group = { kode_group: string; nama_group: string; kadar: string | number };
export type Deskripsi = { kode_deskripsi: string; nama_deskripsi: string; ongkos: number };

export async function fetchServices(filter: DocumentFilter<ServiceStatusFilter>): Promise<ServiceListRow[]> {
  return (await api.get<ServiceListRow[]>('service', filter)).data;
}

export async function fetchService(no: string): Promise<ServiceReceipt> {
  return (await api.get<ServiceReceipt>(`service/${encodeURIComponent(no)}`)).data;
}

export async function fetchBoard(): Promise<{ tgl_system: string; rows: ServiceBoardRow[] }> {
  return (await api.get<{ tgl_system: string; rows: ServiceBoardRow[] }>('service/board')).data;
}

/** Uploads a piece's photo (multipart image) and answers the key the intake names. */
export async function uploadServicePhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.upload<{ foto: string }>('service/foto', form)).data.foto;
}

/** Where a piece's stored photo is read (GET, image/jpeg). */
export const servicePhotoPath = (no: string, urut: number) => `service/${encodeURIComponent(no)}/foto/${urut}`;
