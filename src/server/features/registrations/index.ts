/**
 * Wires registrations and payments for buildApp: one e-mail composer and one link signer shared by
 * both; payments get the receipt mailer and the release of seats from here (payments import nothing
 * of registrations, so the two features make no cycle).
 */
import type { Config } from '../../config.ts';
import type { RegistrationSummary } from '../../../shared/contracts/registration.ts';
import type { Db } from '../../db/client.ts';
import type { RegistrationRow } from '../../db/schema.ts';
import type { Translator } from '../../lib/i18n.ts';
import type { PracticeContact } from '../../lib/contact-line.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createRazorpayClient, type RazorpayClient } from '../payments/razorpay.ts';
import { createReceipts } from '../payments/receipts.ts';
import { createRefundService } from '../payments/refunds.ts';
import { createPaymentBooks } from '../payments/revenue.ts';
import { createPaymentService, type Owner } from '../payments/service.ts';
import { releaseCouponUses } from '../coupons/release.ts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createRegistrationMailer, type BookingDetails, type MailPort } from './emails.ts';
import { createRegistrationService } from './service.ts';

/**
 * What the payment page offers, as paymentRouteFor (payments/provider.ts) routes it: Razorpay's
 * methods, the founder's UPI ID, or booking on request (production with neither). Development and
 * tests with neither take every method as a simulated payment: no list, every method offered.
 */
function payMethodsOf(config: Config): RegistrationSummary['methods'] {
  const { razorpay, upi } = config.payments;
  if (!razorpay && !upi && config.env !== 'production') return undefined;
  return { razorpay: !!razorpay, upi: !!upi, onRequest: !razorpay && !upi };
}

export function createRegistrationFeature(deps: {
  db: Db;
  config: Config;
  translator: Translator;
  mail: MailPort;
  /** Seats changed: public webinar reads must be recounted. */
  onChange: () => void;
  /** What a booked session's e-mails say about it (features/scheduling reads the service and the rules). */
  bookingDetails?: (db: Db | Tx, reg: RegistrationRow) => Promise<BookingDetails>;
  /** The scheduling rules' cut-off: until how many hours before a booked session the client may cancel it. */
  bookingCutoffHours?: (tx: Tx) => Promise<number>;
  /** A Razorpay client of one's own; else made from config.payments.razorpay. */
  razorpay?: RazorpayClient;
  /** Which registrations are a member's (dashboard/ownership.ts): their own may be paid from their session. */
  ownedRegistrations: (owner: Owner) => SQL;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How the e-mails say to reach the practice: its phone and e-mail as visitors see them (features/content); blank: "reply to this e-mail". */
  contact?: PracticeContact;
  /**
   * A registration's personal joining link (features/join linkFor, made inside the given transaction):
   * every e-mail and WhatsApp message of an online session carries it instead of the room (issue 53).
   */
  joinLinks?: (db: Db | Tx, registrationId: string) => Promise<string | null>;
  /** Reads the founder's calendar feeds again: a payment confirming a held slot checks her calendars as they are now. */
  refreshCalendars?: () => Promise<void>;
}) {
  const links = linkSignerFor(deps.config);
  const mailer = createRegistrationMailer({
    config: deps.config,
    translator: deps.translator,
    mail: deps.mail,
    links,
    bookingDetails: deps.bookingDetails,
    contact: deps.contact,
    joinLinks: deps.joinLinks,
  });
  const { business, razorpay: razorpaySettings } = deps.config.payments;
  // One Razorpay client for payments and refunds.
  const razorpay = deps.razorpay ?? (razorpaySettings ? createRazorpayClient(razorpaySettings) : undefined);
  const registrations = createRegistrationService({
    db: deps.db,
    mailer,
    links,
    onChange: deps.onChange,
    holdMinutes: deps.config.payments.holdMinutes,
    afterCancel: (id) => refunds.afterCancellation(id),
    bookingCutoffHours: deps.bookingCutoffHours,
    taxInvoices: !!business.gstin,
    bookingDetails: deps.bookingDetails,
    payMethods: payMethodsOf(deps.config),
    ownedRegistrations: deps.ownedRegistrations,
  });
  const refunds = createRefundService({
    db: deps.db,
    razorpay,
    hooks: { releaseSeats: registrations.releaseSeats, refunded: mailer.refunded },
    onChange: deps.onChange,
  });
  return {
    registrations,
    /** The e-mails of registrations and bookings (features/scheduling sends a booking's updates with it). */
    mailer,
    links,
    payments: createPaymentService({
      db: deps.db,
      config: deps.config,
      translator: deps.translator,
      mailer,
      releaseSeats: (tx, webinarId) => registrations.releaseSeats(tx, webinarId),
      releaseCoupons: releaseCouponUses,
      paymentLink: { ...registrations.paymentLink, owned: deps.ownedRegistrations },
      onChange: deps.onChange,
      razorpay,
      log: deps.log,
      contact: deps.contact,
      refreshCalendars: deps.refreshCalendars,
    }),
    refunds,
    receipts: createReceipts({ db: deps.db, business, translator: deps.translator }),
    books: createPaymentBooks({ db: deps.db, business, upiVerifyHours: deps.config.payments.upiVerifyHours }),
  };
}
