/**
 * The founder's forms, posted (issue 47): a DynamicForm (features/forms/components/dynamic-form.tsx)
 * posts its answers by input name to the page's action, with or without the page's script; these
 * read them back as answers keyed by field id, typed as the form's fields are, with the same
 * naming the form renders with (features/forms/lib/form-values.ts). The answers are then checked
 * by the service, with the rules the form checked them with in the browser (shared/form-validation.ts).
 */
import { data, type ActionFunctionArgs } from 'react-router';
import type { Submission } from '../../shared/form-rules.ts';
import type { FieldDefinition } from '../../shared/forms.ts';
import { FORM_RESPONSE_INTENT, namedFields, toSubmission, valuesFromPosted } from '../features/forms/lib/form-values.ts';
import { appContext, type AppContext } from '../lib/app-context.ts';
import { keptValues, readForm, refused, textOf, tooLarge, type PostedForm } from './form-action.server.ts';

/** The posted answers to `fields`, keyed by field id. */
export function answersOf(fields: readonly FieldDefinition[], form: PostedForm): Submission {
  const named = namedFields(fields);
  return toSubmission(named, valuesFromPosted(named, (name) => form.get(name))) as Submission;
}

/**
 * A form response (the form named by the hidden `formId`): the page again saying it was sent
 * (`{ sent }`, the form emptied), or with the messages by field id and the answers kept.
 */
export async function formResponse(app: AppContext, form: PostedForm) {
  const formId = textOf(form, 'formId') ?? '';
  const definition = await app.reads.activeFormById(formId);
  const outcome = await app.actions.formResponse(formId, {
    responses: definition ? answersOf(definition.fields, form) : {},
    website: textOf(form, 'website') || undefined,
  });
  if (!outcome.ok) return refused(outcome, keptValues(form), FORM_RESPONSE_INTENT);
  return data({ sent: FORM_RESPONSE_INTENT });
}

/** The action of a page whose only posted form is a form response (/forms/:id, /personal-consultancy). */
export async function formResponseAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  return formResponse(app, form);
}
