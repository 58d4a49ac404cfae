/**
 * Direct UPI to the founder's own UPI ID (no gateway): the NPCI deep link a phone opens in any UPI
 * app, and its QR code for a desktop, made here on the server so the page carries no QR library.
 * Nothing confirms such a payment to the site: the payer sends the UTR their app shows, and the
 * founder finds it in her bank and confirms (service.ts submitUtr, verify).
 */
import { RECEIPT_PREFIX } from '../../../shared/constants.ts';

/**
 * A short, stable reference per registration ('AM' and the first 8 characters of its id): what the
 * UPI link's note carries and what the founder searches for in her bank statement, and the
 * Razorpay order's receipt.
 */
export const paymentReferenceOf = (registrationId: string) => `${RECEIPT_PREFIX}${registrationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** upi://pay?pa=…&pn=…&am=2500.00&cu=INR&tn=<ref>&tr=<ref>, every value URL-encoded. */
export function upiLink(input: { vpa: string; payeeName: string; amountInr: number; reference: string }): string {
  const params: Array<[string, string]> = [
    ['pa', input.vpa],
    ['pn', input.payeeName],
    ['am', input.amountInr.toFixed(2)],
    ['cu', 'INR'],
    ['tn', input.reference],
    ['tr', input.reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** The link's QR code as an SVG document (any UPI app scans it). */
export const upiQrSvg = async (link: string) => {
  // Loaded with the first payment page (a server that shows none does not keep it).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
};
