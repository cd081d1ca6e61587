import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES } from './messages';
import { isBirthdayOn, isLeapYear, memberCode, memberCodeNumber, memberPhone } from './rules';
import { createMemberRequest, memberListQuery, updateMemberRequest } from './schemas';

describe('member phone', () => {
  it('keeps the WhatsApp form: 08.. and +62.. become 62.., separators dropped', () => {
    expect(memberPhone('0812-3456 789')).toBe('628123456789');
    expect(memberPhone('+62 (812) 3456.789')).toBe('628123456789');
    expect(memberPhone('628123456789')).toBe('628123456789');
    expect(memberPhone('0812')).toBeNull();
    expect(memberPhone('08123abc456')).toBeNull();
  });

  it('the same number typed in any of its forms is the same stored phone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8[0-9]{8,11}$/), (rest) => {
        const stored = memberPhone(`0${rest}`);
        expect(stored).toBe(`62${rest}`);
        expect(memberPhone(`+62${rest}`)).toBe(stored);
        expect(memberPhone(`62 ${rest.slice(0, 3)}-${rest.slice(3)}`)).toBe(stored);
        expect(memberPhone(stored!)).toBe(stored);
      }),
    );
  });
});

describe('member code', () => {
  it('is M + store + a 5-digit running number, read back to its number', () => {
    expect(memberCode('BDG', 1)).toBe('MBDG00001');
    expect(memberCode('SBY', 123)).toBe('MSBY00123');
    expect(memberCode('BDG', 100000)).toBe('MBDG100000');
    expect(memberCodeNumber('SBY', 'MBDG00001')).toBeNull();
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2,5}$/), fc.integer({ min: 1, max: 10_000_000 }), (toko, n) => {
        expect(memberCodeNumber(toko, memberCode(toko, n))).toBe(n);
      }),
    );
  });

  it('codes of one store are distinct and increasing with the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_998 }), (n) => {
        expect(memberCode('BDG', n) < memberCode('BDG', n + 1)).toBe(true);
      }),
    );
  });
});

describe('birthday on a business date', () => {
  it('same month and day; 29 February kept on 28 February of a year without it', () => {
    expect(isBirthdayOn('1990-05-06', '2026-05-06')).toBe(true);
    expect(isBirthdayOn('1990-05-06', '2026-05-07')).toBe(false);
    expect(isBirthdayOn('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthdayOn('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('2000-02-29', '2028-02-29')).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
  });

  it('every birth date has exactly one birthday in every year', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1920-01-01'), max: new Date('2020-12-31'), noInvalidDate: true }), fc.integer({ min: 2021, max: 2060 }), (born, year) => {
        const b = born.toISOString().slice(0, 10);
        let days = 0;
        for (let d = Date.UTC(year, 0, 1); d < Date.UTC(year + 1, 0, 1); d += 86_400_000) {
          if (isBirthdayOn(b, new Date(d).toISOString().slice(0, 10))) days++;
        }
        expect(days).toBe(1);
      }),
      { numRuns: 30 },
    );
  });
});

describe('member schemas', () => {
  it('upper-cases the name, stores the phone as 62.., refuses a bad phone or a missing name', () => {
    expect(createMemberRequest.parse({ nama_member: 'ani', no_hp: '0812 3456 789' })).toMatchObject({ nama_member: 'ANI', no_hp: '628123456789', alamat: '' });
    expect(createMemberRequest.safeParse({ nama_member: 'ani', no_hp: '0812' }).error?.issues[0]?.message).toBe(MEMBER_MESSAGES.noHpInvalid);
    expect(createMemberRequest.safeParse({ no_hp: '08123456789' }).error?.issues[0]?.message).toBe(MEMBER_MESSAGES.namaRequired);
    expect(updateMemberRequest.parse({ nama_member: 'ani', no_hp: '08123456789' }).status).toBe('AKTIF');
    expect(memberListQuery.parse({})).toEqual({ search: '', status: 'ALL', kode_toko: 'ALL', skip: 0, limit: 100 });
    expect(memberListQuery.safeParse({ limit: '5000' }).success).toBe(false);
  });
});
