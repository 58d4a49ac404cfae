import type { TFunction } from '../../../../shared/i18n/translator.ts';
import type { Option } from '../../../components/ui/form/text-fields.tsx';

/** Choices of a field as select or radio options, labelled in the page's language. */
export const optionsOf = (t: TFunction, group: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: t(`registration:register.options.${group}.${value}`) }));
