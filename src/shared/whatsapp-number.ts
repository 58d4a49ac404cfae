/**
 * A phone number as WhatsApp's Cloud API reads it (issue 52): E.164 digits, country code first, no
 * "+" (its `to` and `wa_id`). Spaces, dashes, dots and brackets are dropped; "+" or "00" opens an
 * international number; an Indian number typed as 10 digits (or 0 and 10 digits) gets 91 in front.
 * Null when what is left cannot be an E.164 number (8 to 15 digits, no leading 0; an Indian one is
 * 91 and 10 digits starting 6-9).
 */
export function whatsAppNumber(raw: string): string | null {
  const trimmed = raw.trim().replace(/[\s().-]/g, '');
  let digits: string;
  if (/^\+\d+$/.test(trimmed)) digits = trimmed.slice(1);
  else if (/^00\d+$/.test(trimmed)) digits = trimmed.slice(2);
  else if (/^0?[6-9]\d{9}$/.test(trimmed)) digits = `91${trimmed.slice(-10)}`;
  else if (/^\d+$/.test(trimmed)) digits = trimmed;
  else return null;
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith('91') && !/^91[6-9]\d{9}$/.test(digits)) return null;
  return digits;
}
