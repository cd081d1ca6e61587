import { requiredMessage } from '../messages/messages';

export type LoginFormValues = { user_id: string; password: string };
export type LoginFormCheck =
  | { ok: true; values: LoginFormValues }
  | { ok: false; errors: Partial<Record<keyof LoginFormValues, string>> };

const USER_ID_MAX = 30;
const PASSWORD_MAX = 200;

/**
 * The login form's rules without zod, so the login page does not load the schema library (issue 19:
 * first load): the same answers and messages as `loginRequest` (auth.ts), which the server still
 * parses with; `login-form.test.ts` holds both to the same verdicts. The user id comes back trimmed and
 * upper-cased, as the schema's output.
 */
export function checkLoginForm(input: LoginFormValues): LoginFormCheck {
  const errors: Partial<Record<keyof LoginFormValues, string>> = {};
  const userId = input.user_id.trim();
  if (userId.length < 1) errors.user_id = requiredMessage('User ID');
  else if (userId.length > USER_ID_MAX) errors.user_id = `User ID maksimal ${USER_ID_MAX} karakter`;
  // the schema gives its one message to every password issue, a too long one included
  if (input.password.length < 1 || input.password.length > PASSWORD_MAX) errors.password = 'Password Tidak Boleh Kosong';
  if (errors.user_id || errors.password) return { ok: false, errors };
  return { ok: true, values: { user_id: userId.toUpperCase(), password: input.password } };
}
