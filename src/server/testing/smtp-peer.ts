/** A real SMTP peer on loopback for tests (the `smtp-server` package) that keeps every message it receives. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent (headers and MIME body). */
  raw: string;
}

/**
 * `refuse`: the text of a 550 refusal for a recipient, or undefined to take it (a server that
 * does not know the address answers as Postfix does: `5.1.1 <address>: Recipient address rejected`).
 */
export async function startSmtpPeer(options: { refuse?: (address: string) => string | undefined } = {}): Promise<{ received: ReceivedMail[]; url: string; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      callback(refusal ? Object.assign(new Error(refusal), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
