/**
 * /services/:slug's action (issue 54 part 1): a package's "Buy" form posts here, and it is bought as
 * POST /api/unified-registration buys it (registrationType 'package': one service, one validation,
 * once per form key and answers), then the usual payment page with its signed link.
 */
import type { ActionFunctionArgs } from 'react-router';
import { appContext } from '../lib/app-context.ts';
import { keptValues, readForm, redirectTo, refused, textOf, tooLarge } from './form-action.server.ts';

export async function serviceAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await readForm(request);
  if (!form) return tooLarge(app);
  const body = {
    registrationType: 'package',
    packageId: textOf(form, 'packageId') ?? '',
    name: textOf(form, 'name'),
    email: textOf(form, 'email'),
    phone: textOf(form, 'phone'),
    website: textOf(form, 'website') || undefined,
  };
  const outcome = await app.actions.register(body, textOf(form, 'formKey'));
  if (!outcome.ok) return refused(outcome, keptValues(form), textOf(form, 'intent'));
  const { paymentUrl } = outcome.value;
  // The payment page with its signed link: the registration's id alone opens no payment (issue 49 item 7).
  return redirectTo(app, paymentUrl ?? '/registration-success?type=consultancy');
}
