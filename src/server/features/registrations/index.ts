/**
 * Wires registrations and payments for buildApp: one e-mail composer and one link signer shared by
 * both, the payment provider chosen here (simulated unless a real one is passed in).
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Translator } from '../../lib/i18n.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createSimulatedProvider, SIMULATED_PAYMENT_DELAY_MS, type PaymentProvider } from '../payments/provider.ts';
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
  return {
    registrations: createRegistrationService({ db: deps.db, mailer, links, onChange: deps.onChange }),
    payments: createPaymentService({ db: deps.db, provider, mailer, onChange: deps.onChange }),
  };
}
