/**
 * The visitor's time zone as a hidden field of a form, so that the e-mails a registration sends give
 * its times on the visitor's clock beside IST (the server keeps only a zone it knows). The page is
 * rendered on the server, which cannot know the zone: the field is filled once the page's script runs,
 * and a form sent before that (or without script) simply carries none, and the e-mails say IST only.
 */
import { useEffect, useState } from 'react';
import { visitorTimeZone } from '../../../../shared/ist.ts';

export function VisitorZoneField({ name = 'timeZone' }: { name?: string }) {
  const [zone, setZone] = useState('');
  useEffect(() => setZone(visitorTimeZone()), []);
  return zone ? <input type="hidden" name={name} value={zone} /> : null;
}
