import { findMaster, referencesOf, type MasterDef, type MasterRow } from '@emas/domain';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../CrudPage';
import type { CrudResource } from '../crud-types';
import { useReferences } from '../../lib/reference';
import { masterResource, optionsOfRows } from './master-resource';

/**
 * A master screen: the registry definition on the CRUD kit. Selects holding another master's code
 * read that master's list through the reference cache (lib/reference.ts), so they show a change
 * made in the other master's screen without a reload.
 */
export function MasterPage({ def, extend }: { def: MasterDef; extend?: (resource: CrudResource<MasterRow>) => CrudResource<MasterRow> }) {
  const { t } = useTranslation();
  const refKeys = useMemo(() => [...new Set(referencesOf(def).map((r) => r.master))], [def]);
  const refRows = useReferences(refKeys);
  const resource = useMemo(() => {
    const base = masterResource(def, { t, optionsOf: (key, optionFields) => optionsOfRows(key, refRows[refKeys.indexOf(key)], optionFields) });
    return extend ? extend(base) : base;
  }, [def, t, refKeys, refRows, extend]);
  return <CrudPage resource={resource} />;
}

/** The screen component of the master with this registry key (app/screens.ts lists them). */
export function masterScreen(key: string): ComponentType {
  const def = findMaster(key);
  if (!def) throw new Error(`Unknown master: ${key}`);
  function MasterScreen() {
    return <MasterPage def={def!} />;
  }
  MasterScreen.displayName = `MasterScreen(${key})`;
  return MasterScreen;
}
