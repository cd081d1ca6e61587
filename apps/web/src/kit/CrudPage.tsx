import { Alert, Group } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorMessage } from '../lib/api';
import { confirmDialog, notify, notifyApiError } from '../lib/notify';
import { CrudFormModal, type CrudEditing } from './CrudFormModal';
import type { CrudMessages, CrudResource, CrudSaveResult, QueryParams } from './crud-types';
import { fillPath } from './crud-values';
import { DataTable, type DataTableButton, type DataTableColumn } from './DataTable';
import { Panel } from './Panel';
import { RowActionButton } from './RowActionButton';

export type CrudPageProps<Row> = {
  resource: CrudResource<Row>;
  /** more query parameters of the list (a filter above the table) */
  query?: QueryParams;
};

function listSpec<Row>(resource: CrudResource<Row>) {
  return typeof resource.list === 'string' ? { path: resource.list, query: undefined, select: undefined } : resource.list;
}

/** Reads the resource's list; the key starts with the resource's key, so a change refreshes it. */
export function useCrudList<Row>(resource: CrudResource<Row>, query?: QueryParams) {
  const spec = listSpec(resource);
  const params = { ...spec.query, ...query };
  return useQuery({
    queryKey: [resource.key, 'list', spec.path, params],
    queryFn: async () => {
      const { data } = await api.get<unknown>(spec.path, params);
      if (spec.select) return spec.select(data);
      return Array.isArray(data) ? (data as Row[]) : [];
    },
  });
}

/**
 * A CRUD screen from one resource definition: the list in a DataTable (search, pages, CSV), an
 * add button, edit and delete buttons and extra actions per row, and the add/edit dialog.
 */
export function CrudPage<Row>({ resource, query }: CrudPageProps<Row>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useCrudList(resource, query);
  const [editing, setEditing] = useState<CrudEditing<Row> | null>(null);

  const messages: CrudMessages = {
    created: t('kit.crud.created'),
    updated: t('kit.crud.updated'),
    deleted: t('kit.crud.deleted'),
    createFailed: t('kit.crud.createFailed'),
    updateFailed: t('kit.crud.updateFailed'),
    deleteFailed: t('kit.crud.deleteFailed'),
    deleteConfirm: (code: string) => t('kit.crud.deleteConfirm', { code }),
    ...resource.messages,
  };

  const refetch = useCallback(() => queryClient.invalidateQueries({ queryKey: [resource.key] }), [queryClient, resource.key]);
  /** After a save: the server's `warnings` (saved anyway, e.g. a short description) as warning toasts, then the list. */
  const onSaved = useCallback(
    (result: CrudSaveResult) => {
      if (resource.showWarnings !== false) for (const message of Object.values(result.warnings ?? {})) notify.warning(message);
      return refetch();
    },
    [refetch, resource.showWarnings],
  );
  const codeOf = useCallback((row: Row) => String((row as Record<string, unknown>)[resource.codeField] ?? ''), [resource.codeField]);

  const remove = async (row: Row) => {
    if (!resource.remove) return;
    const code = codeOf(row);
    const confirmed = await confirmDialog(messages.deleteConfirm(code), { confirmLabel: t('kit.crud.deleteYes'), cancelLabel: t('kit.crud.deleteNo') });
    if (!confirmed) return;
    try {
      const result = await api.delete(fillPath(resource.remove.path, row));
      notify.success(result.message ?? messages.deleted);
      await refetch();
    } catch (error) {
      notifyApiError(error, messages.deleteFailed);
    }
  };

  const runAction = async (action: NonNullable<CrudResource<Row>['actions']>[number], row: Row) => {
    await action.onClick(row, { refetch });
  };

  const hasRowButtons = resource.update !== false || Boolean(resource.remove) || (resource.actions?.length ?? 0) > 0;

  const columns: DataTableColumn<Row>[] = (() => {
    if (!hasRowButtons) return [...resource.columns];
    const actionsColumn: DataTableColumn<Row> = {
      key: '__actions',
      header: t('kit.table.actions'),
      align: 'center',
      exportable: false,
      render: (row) => {
        const code = codeOf(row);
        return (
          <Group gap={4} justify="center" wrap="nowrap">
            {resource.update !== false && (resource.canEdit?.(row) ?? true) && (
              <RowActionButton
                label={t('kit.crud.edit')}
                target={code}
                icon={<IconPencil size={16} />}
                color="blue"
                testId={`row-edit-${code}`}
                onClick={() => setEditing({ mode: 'edit', row })}
              />
            )}
            {resource.actions
              ?.filter((a) => a.visible?.(row) ?? true)
              .map((a) => (
                <RowActionButton
                  key={a.id}
                  label={a.label}
                  target={code}
                  icon={a.icon}
                  color={a.color}
                  testId={`row-${a.id}-${code}`}
                  onClick={() => void runAction(a, row)}
                />
              ))}
            {resource.remove && (resource.canDelete?.(row) ?? true) && (
              <RowActionButton
                label={t('kit.crud.delete')}
                target={code}
                icon={<IconTrash size={16} />}
                color="red"
                testId={`row-delete-${code}`}
                onClick={() => void remove(row)}
              />
            )}
          </Group>
        );
      },
    };
    return [...resource.columns, actionsColumn];
  })();

  const buttons: DataTableButton[] = [];
  if (resource.create !== false) {
    buttons.push({ label: t('kit.crud.add'), icon: <IconPlus size={16} />, onClick: () => setEditing({ mode: 'add', row: null }), testId: 'crud-add' });
  }
  buttons.push(...(resource.toolbar ?? []));

  const csvFileName = resource.csvFileName === false ? undefined : (resource.csvFileName ?? resource.key);

  return (
    <Panel title={resource.title} onReload={() => void refetch()} removable={false} testId={`crud-${resource.key}`}>
      {list.isError && (
        <Alert color="red" mb="sm" data-testid="crud-load-error">
          {errorMessage(list.error, t('kit.crud.loadFailed'))}
        </Alert>
      )}
      <DataTable
        rows={list.data ?? []}
        columns={columns}
        rowKey={(row, i) => codeOf(row) || String(i)}
        loading={list.isLoading}
        emptyText={resource.emptyText}
        csvFileName={csvFileName}
        buttons={buttons}
        pageSize={resource.pageSize}
        caption={resource.title}
      />
      <CrudFormModal resource={resource} editing={editing} messages={messages} onClose={() => setEditing(null)} onSaved={onSaved} />
    </Panel>
  );
}
