import 'dayjs/locale/id';
import { ActionIcon, Button, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker, DatesProvider, MonthPicker, YearPicker } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateText, parseDateText, todayFor, type DateLevel } from './date-text';

export type { DateLevel } from './date-text';

export type DateFieldProps = {
  label: ReactNode;
  /** 'YYYY-MM-DD' or null */
  value: string | null;
  onChange: (value: string | null) => void;
  /** day (default), month or year; sets the today button: Hari Ini, Bulan Ini or Tahun Ini */
  level?: DateLevel;
  /** the date the today button picks: the store's active date when given, else today in Asia/Jakarta */
  today?: string;
  readOnly?: boolean;
  disabled?: boolean;
  error?: ReactNode;
  withAsterisk?: boolean;
  minDate?: string;
  maxDate?: string;
  name?: string;
  testId?: string;
  onBlur?: () => void;
  /** told whether the text in the field is a date (false while it shows text that is not one, e.g. 'abc') */
  onValidityChange?: (valid: boolean) => void;
};

const TODAY_LABEL = { day: 'kit.date.today', month: 'kit.date.thisMonth', year: 'kit.date.thisYear' } as const;
const PLACEHOLDER = { day: 'kit.date.placeholderDay', month: 'kit.date.placeholderMonth', year: 'kit.date.placeholderYear' } as const;

/**
 * A date field: type the date (DD-MM-YYYY) or pick it from the calendar, whose today button reads
 * Hari Ini, Bulan Ini or Tahun Ini by level (spec 000 §2 "Shared pieces").
 */
export function DateField({
  label,
  value,
  onChange,
  level = 'day',
  today,
  readOnly = false,
  disabled = false,
  error,
  withAsterisk,
  minDate,
  maxDate,
  name,
  testId,
  onBlur,
  onValidityChange,
}: DateFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(() => formatDateText(value, level));
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    setDraft(formatDateText(value, level));
    setInvalid(false);
  }, [value, level]);

  const locked = readOnly || disabled;
  const labelText = typeof label === 'string' ? label : '';

  const markInvalid = (bad: boolean) => {
    setInvalid(bad);
    onValidityChange?.(!bad);
  };

  const pick = (next: string | null) => {
    onChange(next);
    setDraft(formatDateText(next, level));
    markInvalid(false);
    setOpened(false);
  };

  const commitDraft = () => {
    if (locked) return;
    if (draft.trim() === '') {
      if (value !== null) onChange(null);
      markInvalid(false);
      return;
    }
    const parsed = parseDateText(draft, level);
    if (parsed === null) {
      markInvalid(true);
      return;
    }
    markInvalid(false);
    if (parsed !== value) onChange(parsed);
    setDraft(formatDateText(parsed, level));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitDraft();
      setOpened(false);
    }
  };

  const pickerProps = { value, onChange: (v: string | null) => pick(v), minDate, maxDate };

  return (
    // the calendar button carries the popup's state: aria-expanded is not allowed on a text input (axe aria-allowed-attr)
    <Popover
      opened={opened && !locked}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      withinPortal
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          id={id}
          name={name}
          label={label}
          withAsterisk={withAsterisk}
          value={draft}
          placeholder={t(PLACEHOLDER[level])}
          readOnly={locked}
          disabled={disabled}
          error={invalid ? t('kit.date.invalid') : error}
          autoComplete="off"
          data-testid={testId}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onClick={() => !locked && setOpened(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commitDraft();
            onBlur?.();
          }}
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={locked}
              aria-label={t('kit.date.open', { label: labelText })}
              aria-haspopup="dialog"
              aria-expanded={opened && !locked}
              onClick={() => setOpened((o) => !o)}
            >
              <IconCalendar size={16} />
            </ActionIcon>
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
          <Stack gap="xs">
            {level === 'day' && <DatePicker {...pickerProps} defaultDate={value ?? (today || undefined)} />}
            {level === 'month' && <MonthPicker {...pickerProps} defaultDate={value ?? (today || undefined)} />}
            {level === 'year' && <YearPicker {...pickerProps} defaultDate={value ?? (today || undefined)} />}
            <Button variant="light" size="xs" fullWidth onClick={() => pick(todayFor(level, today || undefined))}>
              {t(TODAY_LABEL[level])}
            </Button>
          </Stack>
        </DatesProvider>
      </Popover.Dropdown>
    </Popover>
  );
}
