/** The demo chain's users (README.md, Demo users), all with the same password. */
export const DEMO_PASSWORD = 'demo123';

export const DEMO_USERS = [
  { userId: 'OWNER', level: 'OWN', kodeToko: 'PST' },
  { userId: 'ADMIN', level: 'SU', kodeToko: 'PST' },
  { userId: 'SPVBDG', level: 'SPV', kodeToko: 'BDG' },
  { userId: 'KASIRBDG', level: 'KASIR', kodeToko: 'BDG' },
  { userId: 'KASIRSBY', level: 'KASIR', kodeToko: 'SBY' },
] as const;

export type DemoUserId = (typeof DEMO_USERS)[number]['userId'];
