import { describe, expect, it } from 'vitest';
import { manageableUsers, type ManagedUser } from './hak-akses-api';

const users: ManagedUser[] = [
  { user_id: 'KASIRSBY', nama_user: 'KASIR SURABAYA', level: 'KASIR', kode_toko: 'SBY' },
  { user_id: 'SPVBDG', nama_user: 'SUPERVISOR BANDUNG', level: 'SPV', kode_toko: 'BDG' },
  { user_id: 'KASIRBDG', nama_user: 'KASIR BANDUNG', level: 'KASIR', kode_toko: 'BDG' },
  { user_id: 'OWNER', nama_user: 'PEMILIK TOKO', level: 'OWN', kode_toko: 'PST' },
  { user_id: 'ADMIN', nama_user: 'ADMINISTRATOR', level: 'SU', kode_toko: 'PST' },
];
const ids = (list: ManagedUser[]) => list.map((u) => u.user_id);

describe('manageableUsers', () => {
  it('a supervisor manages lower levels but not himself, sorted by store then user', () => {
    expect(ids(manageableUsers(users, { user_id: 'SPVBDG', level: 'SPV' }))).toEqual(['KASIRBDG', 'KASIRSBY']);
  });

  it('OWN and SU manage everyone, themselves included', () => {
    expect(ids(manageableUsers(users, { user_id: 'ADMIN', level: 'SU' }))).toEqual(['KASIRBDG', 'SPVBDG', 'ADMIN', 'OWNER', 'KASIRSBY']);
  });

  it('a cashier manages nobody', () => {
    expect(manageableUsers(users, { user_id: 'KASIRBDG', level: 'KASIR' })).toEqual([]);
  });
});
