import { Checkbox, ColorInput, MultiSelect, PasswordInput, Select, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { messageText } from '../lib/message-text';
import type { CrudField, CrudOption, CrudValues, OptionsSource } from './crud-types';
import { toOptions } from './crud-values';
import { DateField } from './DateField';
import { ImageInput } from './ImageInput';
import { FilteredTextInput, MoneyInput, PercentInput, WeightInput } from './Inputs';
import type { TextFilter } from './input-filters';

/** Choices of a select read from an endpoint; shared by every form that asks for the same list. */
export function useOptions(source: OptionsSource | undefined): { options: CrudOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['options', source?.path ?? '', source?.query ?? {}],
    queryFn: async () => (await api.get<unknown[]>(source!.path, source!.query)).data,
    enabled: source !== undefined,
  });
  const items = Array.isArray(query.data) ? query.data : [];
  return { options: source ? items.map(source.toOption) : [], loading: query.isLoading };
}

function numberFilter(decimals: number, signed: boolean): TextFilter {
  if (decimals === 0) return signed ? 'signedDigits' : 'digits';
  return decimals === 2 ? 'twoDecimals' : 'decimal';
}

function SelectField({ field, value, onChange, onBlur, error, readOnly }: FieldProps & { field: Extract<CrudField, { type: 'select' }> }) {
  const { t } = useTranslation();
  const loaded = useOptions(field.optionsFrom);
  const fixed = field.options ? toOptions(field.options) : [];
  const data = [...fixed, ...loaded.options];
  // a stored code missing from the choices is still shown, so editing never blanks it
  const current = typeof value === 'string' && value !== '' ? value : null;
  if (current && !data.some((o) => o.value === current)) data.push({ value: current, label: current });
  return (
    <Select
      label={field.label}
      description={field.description}
      withAsterisk={field.required}
      placeholder={field.placeholder ?? t('kit.crud.selectPlaceholder', { label: field.label })}
      data={data}
      value={current}
      onChange={(v) => onChange(v)}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      searchable={field.searchable ?? true}
      clearable={field.clearable ?? !field.required}
      nothingFoundMessage={t('kit.crud.nothingFound')}
      disabled={loaded.loading && data.length === 0}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      data-testid={`field-${field.name}`}
    />
  );
}

type FieldProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error: string | undefined;
  readOnly: boolean;
};

function FieldInput({ field, ...p }: FieldProps & { field: CrudField }) {
  const { t } = useTranslation();
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    withAsterisk: field.required,
    error: p.error,
    readOnly: p.readOnly,
    onBlur: p.onBlur,
    name: field.name,
    'data-testid': `field-${field.name}`,
  };
  const text = typeof p.value === 'string' ? p.value : p.value === null || p.value === undefined ? '' : String(p.value);
  switch (field.type) {
    case 'text':
      return <FilteredTextInput {...common} value={text} onChange={p.onChange} filter={field.filter} upper={field.upper ?? true} maxLength={field.maxLength} />;
    case 'textarea':
      return (
        <Textarea
          {...common}
          value={text}
          autosize
          minRows={field.rows ?? 2}
          maxLength={field.maxLength}
          onChange={(e) => p.onChange((field.upper ?? false) ? e.currentTarget.value.toUpperCase() : e.currentTarget.value)}
        />
      );
    case 'number':
      return <FilteredTextInput {...common} value={text} onChange={p.onChange} filter={numberFilter(field.decimals ?? 0, field.signed ?? false)} />;
    case 'money':
      return <MoneyInput {...common} value={typeof p.value === 'number' ? p.value : null} onChange={p.onChange} />;
    case 'weight':
      return <WeightInput {...common} value={text} onChange={p.onChange} />;
    case 'percent':
      return <PercentInput {...common} value={text} onChange={p.onChange} />;
    case 'password':
      return <PasswordInput {...common} value={text} autoComplete="new-password" onChange={(e) => p.onChange(e.currentTarget.value)} />;
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          description={field.description}
          error={p.error}
          name={field.name}
          checked={p.value === true}
          disabled={p.readOnly}
          onBlur={p.onBlur}
          onChange={(e) => p.onChange(e.currentTarget.checked)}
          mt="lg"
          data-testid={`field-${field.name}`}
        />
      );
    case 'date':
      return (
        <DateField
          label={field.label}
          withAsterisk={field.required}
          level={field.level}
          value={typeof p.value === 'string' && p.value ? p.value : null}
          onChange={p.onChange}
          onBlur={p.onBlur}
          error={p.error}
          readOnly={p.readOnly}
          name={field.name}
          testId={`field-${field.name}`}
        />
      );
    case 'select':
      return <SelectField field={field} {...p} />;
    case 'image':
      return (
        <ImageInput
          label={field.label}
          name={field.name}
          value={text}
          onChange={p.onChange}
          error={p.error}
          required={field.required}
          description={field.description}
          readOnly={p.readOnly}
          maxBytes={field.maxBytes}
          tooLargeMessage={field.tooLargeMessage}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={toOptions(field.options)}
          value={Array.isArray(p.value) ? (p.value as string[]) : []}
          onChange={(v) => p.onChange(v)}
          maxValues={field.maxValues}
          searchable
          clearable
          nothingFoundMessage={t('kit.crud.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'tags':
      return <TextInput {...common} value={text} onChange={(e) => p.onChange(e.currentTarget.value)} />;
    case 'color':
      return <ColorInput {...common} value={text} format="hex" onChange={(v) => p.onChange(v)} />;
  }
}

/** One field of a CRUD form, bound to react-hook-form; shows the schema's message for it in the picked language. */
export function CrudFormField({ field, control, readOnly }: { field: CrudField; control: Control<CrudValues, unknown, CrudValues>; readOnly: boolean }) {
  useTranslation();
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: f, fieldState }) => (
        <FieldInput
          field={field}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          error={fieldState.error?.message ? messageText(fieldState.error.message) : undefined}
          readOnly={readOnly}
        />
      )}
    />
  );
}
