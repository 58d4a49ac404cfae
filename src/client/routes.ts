import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of spec §2. One module per page under routes/.
 *
 * Public pages exist in each language at its own address (ADR 0019): `/about`, `/hi/about`,
 * `/gu/about`, one route each, under the optional `:lang?` segment (routes/language.tsx answers 404
 * for a prefix that is not a language). The dashboard and the admin area keep one address.
 */
export default [
  route(':lang?', 'routes/language.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/:slug', 'routes/service.tsx'),
    route('events', 'routes/events.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('personal-consultancy', 'routes/personal-consultancy.tsx'),
    route('book/:slug', 'routes/book.tsx'),
    route('webinar-registration', 'routes/webinar-registration.tsx'),
    route('event-registration', 'routes/event-registration.tsx'),
    route('register', 'routes/register.tsx'),
    route('payment', 'routes/payment.tsx'),
    route('registration-success', 'routes/registration-success.tsx'),
    route('registration/cancel', 'routes/registration-cancel.tsx'),
    route('booking/:id', 'routes/booking.tsx'),
    route('receipt/:paymentId', 'routes/receipt.tsx'),
    route('feedback/:id', 'routes/feedback.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('refund-policy', 'routes/refund-policy.tsx'),
    route('admin-setup', 'routes/admin-setup.tsx'),
    route('login', 'routes/login.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('forms/:id', 'routes/custom-form.tsx'),
    // The 7-day course of a member who bought it (issue 54 part 3), in the language of its address.
    route('course/:slug', 'routes/course.tsx'),
    route('course/:slug/certificate', 'routes/course-certificate.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard/receipts/:paymentId', 'routes/dashboard-receipt.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/forms', 'routes/admin-forms.tsx'),
  route('admin/downloads', 'routes/admin-downloads.tsx'),
  route('admin/clients', 'routes/admin-clients.tsx'),
  route('join/:token', 'routes/join.tsx'),
  route('admin/testimonials', 'routes/admin-testimonials.tsx'),
  route('admin/coupons', 'routes/admin-coupons.tsx'),
  route('admin/course', 'routes/admin-course.tsx'),
  route('admin/receipts/:paymentId', 'routes/admin-receipt.tsx'),
] satisfies RouteConfig;
