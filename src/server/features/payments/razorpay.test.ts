import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../testing/razorpay-stand-in.ts';
import { createRazorpayClient, RazorpayError, verifyCheckoutSignature, verifyWebhookSignature } from './razorpay.ts';

describe('the Razorpay client against the local stand-in', () => {
  let rzp: RazorpayStandIn;
  let client: ReturnType<typeof createRazorpayClient>;
  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    client = createRazorpayClient({ keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: rzp.url });
  });
  afterAll(() => rzp?.close());

  it('creates and fetches an order in paise, and refuses less than ₹1 or a receipt over 40 characters', async () => {
    const order = await client.createOrder({ amount: 249_900, currency: 'INR', receipt: 'AM-REF-1', notes: { registrationId: 'r1' } });
    expect(order).toMatchObject({ entity: 'order', amount: 249_900, amount_due: 249_900, currency: 'INR', receipt: 'AM-REF-1', status: 'created' });
    expect(await client.fetchOrder(order.id)).toEqual(order);
    await expect(client.createOrder({ amount: 99, currency: 'INR', receipt: 'x' })).rejects.toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR' });
    await expect(client.createOrder({ amount: 100, currency: 'INR', receipt: 'x'.repeat(41) })).rejects.toBeInstanceOf(RazorpayError);
    await expect(client.fetchOrder('order_unknown')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses wrong keys with 401', async () => {
    const wrong = createRazorpayClient({ keyId: rzp.keyId, keySecret: 'not-the-secret', apiUrl: rzp.url });
    await expect(wrong.createOrder({ amount: 100, currency: 'INR', receipt: 'x' })).rejects.toMatchObject({ statusCode: 401 });
  });

  it('signs the checkout handler fields so that only the stored order id and the key secret verify them', async () => {
    const order = await client.createOrder({ amount: 50_000, currency: 'INR', receipt: 'sig' });
    const paid = rzp.pay(order.id);
    expect(verifyCheckoutSignature(rzp.keySecret, order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(true);
    expect(verifyCheckoutSignature('other-secret', order.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(false);
    const other = await client.createOrder({ amount: 50_000, currency: 'INR', receipt: 'sig2' });
    expect(verifyCheckoutSignature(rzp.keySecret, other.id, paid.razorpay_payment_id, paid.razorpay_signature)).toBe(false);
    expect(verifyCheckoutSignature(rzp.keySecret, order.id, paid.razorpay_payment_id, 'zz')).toBe(false);
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'paid', amount_paid: 50_000, amount_due: 0 });
    expect(await client.fetchOrderPayments(order.id)).toEqual([expect.objectContaining({ id: paid.razorpay_payment_id, status: 'captured' })]);
  });

  it('signs webhook deliveries over the raw bytes with the webhook secret', async () => {
    const order = await client.createOrder({ amount: 10_000, currency: 'INR', receipt: 'wh' });
    const paid = rzp.pay(order.id, { method: 'card' });
    const delivery = rzp.webhook('order.paid', { paymentId: paid.razorpay_payment_id });
    expect(verifyWebhookSignature(rzp.webhookSecret, delivery.body, delivery.headers['x-razorpay-signature'])).toBe(true);
    expect(verifyWebhookSignature(rzp.webhookSecret, delivery.body.replace('10000', '10001'), delivery.headers['x-razorpay-signature'])).toBe(false);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ event: 'order.paid', contains: ['payment', 'order'], payload: { payment: { entity: { id: paid.razorpay_payment_id, amount: 10_000 } }, order: { entity: { id: order.id, status: 'paid' } } } });
  });

  it('refunds in part and then the rest, never more than was captured', async () => {
    const order = await client.createOrder({ amount: 100_000, currency: 'INR', receipt: 'rf' });
    const { razorpay_payment_id: paymentId } = rzp.pay(order.id);
    expect(await client.refund(paymentId, { amount: 40_000 })).toMatchObject({ entity: 'refund', amount: 40_000, payment_id: paymentId, status: 'processed' });
    await expect(client.refund(paymentId, { amount: 70_000 })).rejects.toMatchObject({ statusCode: 400 });
    expect(await client.refund(paymentId)).toMatchObject({ amount: 60_000 });
    expect(await client.fetchPayment(paymentId)).toMatchObject({ status: 'refunded', amount_refunded: 100_000, refund_status: 'full' });
  });

  it('reports an outage as an error with its status, and an unreachable host as status 0', async () => {
    rzp.fail('POST', '/v1/orders', 503);
    await expect(client.createOrder({ amount: 100, currency: 'INR', receipt: 'x' })).rejects.toMatchObject({ statusCode: 503, code: 'SERVER_ERROR' });
    const nowhere = createRazorpayClient({ keyId: rzp.keyId, keySecret: rzp.keySecret, apiUrl: 'http://127.0.0.1:9' });
    await expect(nowhere.fetchOrder('order_x')).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK_ERROR' });
  });
});
