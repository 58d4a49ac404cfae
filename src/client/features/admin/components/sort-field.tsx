/** The order of an admin list (newest, oldest, by name, by e-mail): a plain select, so the keyboard and a 360 px screen work as for any field. */
import { LIST_SORTS, type ListSort } from '../../../../shared/contracts/paging.ts';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

export function SortField({ value, onChange, id, className, testId = 'sort' }: { value: ListSort; onChange: (sort: ListSort) => void; id?: string; className?: string; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <SelectField
      id={id}
      className={className}
      label={t('sorting.label')}
      value={value}
      onChange={(e) => onChange(e.target.value as ListSort)}
      options={LIST_SORTS.map((s) => ({ value: s, label: t(`sorting.${s}`) }))}
      data-testid={testId}
    />
  );
}
