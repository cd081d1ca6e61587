import { Button, Grid, Group, Loader, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KeyboardEvent } from 'react';
import type { z } from 'zod';
import { api, ApiError, type ApiResult } from '../lib/api';
import { notify, notifyApiError } from '../lib/notify';
import { CrudFormField } from './CrudFormField';
import type { CrudMessages, CrudMode, CrudResource, CrudSaveResult, CrudValues } from './crud-types';
import { addValuesOf, editValuesOf, fieldsFor, fillPath } from './crud-values';

export type CrudEditing<Row> = { mode: CrudMode; row: Row | null };

type CrudFormModalProps<Row> = {
  resource: CrudResource<Row>;
  editing: CrudEditing<Row> | null;
  messages: CrudMessages;
  onClose: () => void;
  /** after a successful save, with the answer (message, warnings): reloads the list (the modal closes after it) */
  onSaved: (result: CrudSaveResult) => Promise<unknown>;
};

function CrudForm<Row>({ resource, editing, messages, onClose, onSaved }: CrudFormModalProps<Row> & { editing: CrudEditing<Row> }) {
  const { t } = useTranslation();
  const { mode, row } = editing;
  const fields = fieldsFor(resource.fields, mode);
  const schema = mode === 'edit' && resource.schema.update ? resource.schema.update : resource.schema.create;
  // the form holds CrudValues by construction (crud-values.ts); schemas may declare a looser input
  const resolver: Resolver<CrudValues, unknown, CrudValues> = zodResolver(schema as z.ZodType<CrudValues, CrudValues>);
  const defaultValues = mode === 'edit' && row !== null ? (resource.toForm ? resource.toForm(row) : editValuesOf(resource.fields, row)) : addValuesOf(resource.fields);
  const form = useForm<CrudValues, unknown, CrudValues>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const saving = form.formState.isSubmitting;

  const save = async (values: CrudValues) => {
    const write = mode === 'add' ? resource.create : resource.update;
    if (!write) return;
    const body = resource.toBody ? resource.toBody(values, mode, row) : values;
    const path = fillPath(write.path, row);
    const method = write.method ?? (mode === 'add' ? 'POST' : 'PUT');
    try {
      let result: ApiResult<unknown>;
      if (method === 'POST') result = await api.post(path, body);
      else if (method === 'PATCH') result = await api.patch(path, body);
      else result = await api.put(path, body);
      notify.success(result.message ?? (mode === 'add' ? messages.created : messages.updated));
      await onSaved(result);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [name, message] of Object.entries(error.errors)) {
          if (fields.some((f) => f.name === name)) form.setError(name, { type: 'server', message });
        }
      }
      notifyApiError(error, mode === 'add' ? messages.createFailed : messages.updateFailed);
    }
  };

  const blockEnter = (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (resource.preventEnterSubmit && e.key === 'Enter' && target.tagName === 'INPUT') e.preventDefault();
  };

  return (
    <form onSubmit={form.handleSubmit(save)} onKeyDown={blockEnter} noValidate data-testid="crud-form" data-mode={mode}>
      <Stack gap="md">
        <Grid gutter="md">
          {fields.map((field) => (
            <Grid.Col key={field.name} span={{ base: 12, sm: field.span ?? 6 }}>
              <CrudFormField
                field={field}
                control={form.control}
                readOnly={saving || field.readOnly === true || (mode === 'edit' && (field.readOnlyInEdit === true || field.name === resource.codeField))}
              />
            </Grid.Col>
          ))}
        </Grid>
        {resource.preview?.(form.watch())}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving} data-testid="crud-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving} leftSection={saving ? <Loader size="xs" /> : undefined} data-testid="crud-save">
            {saving ? t('common.saving') : t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The add/edit dialog of a CRUD screen: extra-large, static backdrop, no Escape close; Batal and
 * Simpan Data, which turns into a spinner with 'Sedang Menyimpan' while both buttons are disabled.
 */
export function CrudFormModal<Row>(props: CrudFormModalProps<Row>) {
  const { t } = useTranslation();
  const { resource, editing, onClose } = props;
  const name = resource.recordName ?? resource.title;
  const title = editing?.mode === 'edit' ? t('kit.crud.editTitle', { title: name }) : t('kit.crud.addTitle', { title: name });
  return (
    <Modal opened={editing !== null} onClose={onClose} size="xl" closeOnClickOutside={false} closeOnEscape={false} title={title} withCloseButton={false}>
      {editing !== null && <CrudForm {...props} editing={editing} />}
    </Modal>
  );
}
