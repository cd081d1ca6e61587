import { useTranslation } from 'react-i18next';
import { Panel } from '../../kit/Panel';
import { GlobalPriceForm } from './GlobalPriceForm';

/** /parameter-harga-global: the 24-carat price per gram (spec 001 §2), one field and Simpan. */
export function ParameterHargaGlobalPage() {
  const { t } = useTranslation();
  return (
    <Panel title={t('masters.hargaGlobal.title')} removable={false} testId="parameter-harga-global">
      <GlobalPriceForm />
    </Panel>
  );
}
