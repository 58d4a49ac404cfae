/**
 * /personal-consultancy below its services: how it works, the request form, what to expect and how
 * to reach the practice.
 */
import type { Form } from '../../../../shared/forms.ts';
import { RegistrationFormSection } from '../../forms/components/registration-form.tsx';
import { ConsultancyContact } from './consultancy-contact.tsx';
import { ConsultancyExpectations } from './consultancy-expectations.tsx';
import { ConsultancyProcess } from './consultancy-process.tsx';
import { ConsultancyTestimonial } from './consultancy-testimonial.tsx';

export function ConsultancyMore({ formAnchor, form, founder }: { formAnchor: string; form: Form | null; founder: string }) {
  return (
    <>
      <ConsultancyProcess />

      <RegistrationFormSection anchor={formAnchor} namespace="consultancy" form={form} />

      <div className="container-page grid gap-10 py-12 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ConsultancyExpectations founder={founder} />
        </div>
        <div className="lg:col-span-2">
          <ConsultancyTestimonial />
        </div>
      </div>
      <ConsultancyContact />
    </>
  );
}
