import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The route table of spec §2. One module per page under routes/. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('services', 'routes/services.tsx'),
  route('events', 'routes/events.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('personal-consultancy', 'routes/personal-consultancy.tsx'),
  route('webinar-registration', 'routes/webinar-registration.tsx'),
  route('event-registration', 'routes/event-registration.tsx'),
  route('register', 'routes/register.tsx'),
  route('payment', 'routes/payment.tsx'),
  route('registration-success', 'routes/registration-success.tsx'),
  route('registration/cancel', 'routes/registration-cancel.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('refund-policy', 'routes/refund-policy.tsx'),
  route('admin-setup', 'routes/admin-setup.tsx'),
  route('login', 'routes/login.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('dashboard', 'routes/dashboard.tsx'),
  route('dashboard/receipts/:paymentId', 'routes/dashboard-receipt.tsx'),
  route('admin', 'routes/admin.tsx'),
  route('admin/forms', 'routes/admin-forms.tsx'),
  route('admin/downloads', 'routes/admin-downloads.tsx'),
  route('forms/:id', 'routes/custom-form.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
