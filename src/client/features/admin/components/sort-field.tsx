/**
 * The order of an admin list, a plain select (the keyboard and a 360 px screen work as for any
 * field). Most lists offer newest, oldest, by name, by e-mail (LIST_SORTS); events and services give
 * their own orders (`orders`), labelled under `sorting.<list>.<order>`.
 */
import { LIST_SORTS, type ListSort } from '../../../../shared/contracts/paging.ts';
import { SelectField } from '../../../components/ui/form/text-fields.tsx';
import { useTranslation } from '../../../i18n/react.tsx';

type Props<T extends string> = { value: T; onChange: (sort: T) => void; id?: string; className?: string; testId?: string };

export function SortField<T extends string = ListSort>({
  value,
  onChange,
  id,
  className,
  testId = 'sort',
  orders,
}: Props<T> & { orders?: { list: 'events' | 'services'; values: readonly T[] } }) {
  const { t } = useTranslation('admin');
  const options = orders ? orders.values.map((s) => ({ value: s, label: t(`sorting.${orders.list}.${s}`) })) : LIST_SORTS.map((s) => ({ value: s, label: t(`sorting.${s}`) }));
  return <SelectField id={id} className={className} label={t('sorting.label')} value={value} onChange={(e) => onChange(e.target.value as T)} options={options} data-testid={testId} />;
}
