/**
 * A zod issue in words, in the page's language: the one wording of a failed check for the whole
 * client (the react-hook-form resolver and the account pages' forms). Apart from the resolver, so
 * that a page which checks without react-hook-form carries only this.
 */
import type { TFunction } from '../../shared/i18n/translator.ts';
import type { z } from 'zod';

const KEY = /^[a-z-]+:[A-Za-z.]+$/;

/** A message that names a translation key wins, else one by issue code. */
export function issueText(issue: z.core.$ZodIssue, t: TFunction): string {
  if (KEY.test(issue.message)) return t(issue.message);
  switch (issue.code) {
    case 'too_big':
      return t('validation:tooLong', { maximum: (issue as { maximum?: number }).maximum });
    case 'invalid_format':
      return t((issue as { format?: string }).format === 'email' ? 'validation:invalidEmail' : 'validation:invalidValue');
    case 'invalid_value':
      return t('validation:invalidChoice');
    case 'invalid_type':
    case 'too_small':
      return t('validation:required');
    default:
      return t('validation:invalidValue');
  }
}
