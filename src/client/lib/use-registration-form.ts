/**
 * The react-hook-form of a registration form (/register, /event-registration): checked with the
 * server's own schema, loaded when the visitor starts filling in the form (docs/decisions/0011),
 * on submit and then again on every change.
 */
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../i18n/react.tsx';
import { loadRegistrationSchemas } from './registration-schemas.ts';
import { zodResolver, type Schema } from './zod-resolver.ts';

type Schemas = Awaited<ReturnType<typeof loadRegistrationSchemas>>;

export function useRegistrationForm<Values extends FieldValues, Out>(pick: (schemas: Schemas) => Schema<Out>, defaultValues: DefaultValues<Values>) {
  const { i18n } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `pick` names one schema of the module for good
  const resolver = useMemo(() => zodResolver<Values, Out>(() => loadRegistrationSchemas().then(pick), i18n.t), [i18n]);
  return useForm<Values, unknown, Out>({ mode: 'onSubmit', reValidateMode: 'onChange', resolver, defaultValues });
}
