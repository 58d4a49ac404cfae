/**
 * Wires registrations and payments for buildApp: one e-mail composer and one link signer shared by
 * both, the payment provider chosen here (simulated unless a real one is passed in).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Translator } from '../../lib/i18n.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createSimulatedProvider, SIMULATED_PAYMENT_DELAY_MS, type PaymentProvider } from '../payments/provider.ts';
import { createRazorpayClient } from '../payments/razorpay.ts';
import { createReceipts } from '../payments/receipts.ts';
import { createRefundService } from '../payments/refunds.ts';
import { createPaymentBooks } from '../payments/revenue.ts';
import { createPaymentService } from '../payments/service.ts';
import { createRegistrationMailer, type MailPort } from './emails.ts';
import { createRegistrationService } from './service.ts';

export function createRegistrationFeature(deps: {
  db: Db;
  config: Config;
  translator: Translator;
  mail: MailPort;
  /** Seats changed: public webinar reads must be recounted. */
  onChange: () => void;
  provider?: PaymentProvider;
}) {
  const links = linkSignerFor(deps.config);
  const mailer = createRegistrationMailer({ config: deps.config, translator: deps.translator, mail: deps.mail, links });
  // Tests do not wait for the simulated processing step; the site shows it (spec §4).
  const provider = deps.provider ?? createSimulatedProvider({ delayMs: deps.config.env === 'test' ? 0 : SIMULATED_PAYMENT_DELAY_MS });
  const { razorpay: razorpaySettings, business } = deps.config.payments;
  const registrations = createRegistrationService({ db: deps.db, mailer, links, onChange: deps.onChange, afterCancel: (id) => refunds.afterCancellation(id) });
  const refunds = createRefundService({
    db: deps.db,
    razorpay: razorpaySettings ? createRazorpayClient(razorpaySettings) : undefined,
    hooks: { releaseSeats: registrations.releaseSeats, refunded: mailer.refunded },
    onChange: deps.onChange,
  });
  return {
    registrations,
    payments: createPaymentService({ db: deps.db, provider, mailer, onChange: deps.onChange }),
    refunds,
    receipts: createReceipts({ db: deps.db, business, translator: deps.translator }),
    books: createPaymentBooks({ db: deps.db, business }),
  };
}
