/**
 * The payment page's forms, sent by its script to the same route action they post to without it
 * (routes/payment.server.ts; issue 47: one submission, one validation, one service), read back as
 * the JSON calls used to be: the answer, or an ApiError with the refusal's status, message and
 * field messages. A post that got no answer (keepWhatWasTyped's `unsent`) is an offline error.
 */
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import type { PaymentActionData } from '../../../routes/payment.server.ts';

type Answered = Pick<PaymentActionData, 'started' | 'outcome' | 'coupon'>;

export function usePaymentPost(): (target: HTMLFormElement | HTMLButtonElement) => Promise<Answered> {
  const fetcher = useFetcher<PaymentActionData>();
  const waiting = useRef<((data: PaymentActionData | undefined) => void) | null>(null);
  useEffect(() => {
    // Idle again after the post (and the page's data read again): its answer is the fetcher's data.
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  return (target) =>
    new Promise<PaymentActionData | undefined>((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(target, { method: 'post' });
    }).then((data) => {
      const failure = data?.failure;
      if (failure?.unsent || !data) throw new ApiError(0, 'offline');
      if (failure) throw new ApiError(data.status ?? 400, failure.message, undefined, failure.fields);
      return data;
    });
}
