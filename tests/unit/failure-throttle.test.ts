import { describe, expect, it } from 'vitest';
import { clientBucket } from '../../server/http/client-address.ts';
import { createFailureThrottle, type Admission, type FailureThrottleOptions } from '../../server/http/failure-throttle.ts';

const clock = () => {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
};

const throttle = (options: Partial<FailureThrottleOptions> = {}) => {
  const time = clock();
  return { time, limiter: createFailureThrottle({ threshold: 3, windowMs: 60_000, now: time.now, ...options }) };
};

/** An attempt that is admitted and fails. */
const fail = (admission: Admission): void => {
  expect(admission.admitted).toBe(true);
  if (admission.admitted) admission.settle('failure');
};

const retryAfter = (admission: Admission): number | null => (admission.admitted ? null : admission.retryAfterSeconds);

describe('failure throttle', () => {
  it('evaluates attempts below the threshold, then asks for a token with a delay that doubles per failure', () => {
    const { time, limiter } = throttle();
    for (let failure = 1; failure <= 3; failure++) fail(limiter.admit('ana', false));
    expect(retryAfter(limiter.admit('ana', false))).toBe(1);
    time.advance(1_000);
    fail(limiter.admit('ana', false));
    expect(retryAfter(limiter.admit('ana', false))).toBe(2);
    time.advance(1_500);
    expect(retryAfter(limiter.admit('ana', false))).toBe(1);
    time.advance(500);
    fail(limiter.admit('ana', false));
    expect(retryAfter(limiter.admit('ana', false))).toBe(4);
  });

  it('caps the delay', () => {
    const { limiter } = throttle({ maxDelayMs: 10_000 });
    for (let failure = 1; failure <= 20; failure++) fail(limiter.admit('ana', true));
    expect(retryAfter(limiter.admit('ana', false))).toBe(10);
  });

  it('always evaluates an attempt with a token; its failures count too', () => {
    const { limiter } = throttle();
    for (let failure = 1; failure <= 5; failure++) fail(limiter.admit('ana', true));
    expect(retryAfter(limiter.admit('ana', false))).toBe(4);
    expect(limiter.admit('ana', true).admitted).toBe(true);
  });

  it('a success forgets the failures', () => {
    const { limiter } = throttle();
    for (let failure = 1; failure <= 4; failure++) fail(limiter.admit('ana', true));
    const owner = limiter.admit('ana', true);
    if (owner.admitted) owner.settle('success');
    expect(limiter.size()).toBe(0);
    expect(limiter.admit('ana', false).admitted).toBe(true);
  });

  it('an attempt that neither failed nor succeeded changes nothing', () => {
    const { limiter } = throttle();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const admission = limiter.admit('ana', false);
      if (admission.admitted) admission.settle('other');
    }
    expect(limiter.size()).toBe(0);
  });

  it('keys are independent: other e-mails are not slowed down', () => {
    const { limiter } = throttle();
    for (let failure = 1; failure <= 3; failure++) fail(limiter.admit('ana', false));
    expect(limiter.admit('ana', false).admitted).toBe(false);
    expect(limiter.admit('luis', false).admitted).toBe(true);
  });

  it('forgets the count after a window without failures, once the delay is over', () => {
    const { time, limiter } = throttle({ windowMs: 10_000 });
    fail(limiter.admit('ana', false));
    fail(limiter.admit('ana', false));
    time.advance(10_000);
    fail(limiter.admit('ana', false));
    fail(limiter.admit('ana', false));
    expect(limiter.admit('ana', false).admitted).toBe(true);
  });

  it('counts attempts under way, so a burst cannot pass the threshold in parallel', () => {
    const { time, limiter } = throttle();
    const burst = [1, 2, 3, 4, 5].map(() => limiter.admit('ana', false));
    expect(burst.map((admission) => admission.admitted)).toEqual([true, true, true, false, false]);
    for (const admission of burst) if (admission.admitted) admission.settle('failure');
    time.advance(1_000);
    // After the delay: one attempt without a token at a time.
    const probe = limiter.admit('ana', false);
    expect(probe.admitted).toBe(true);
    expect(limiter.admit('ana', false).admitted).toBe(false);
    expect(limiter.admit('ana', true).admitted).toBe(true);
  });

  it('holds at most `capacity` keys, dropping the least recently attempted', () => {
    const { limiter } = throttle({ capacity: 100 });
    for (let key = 0; key < 1_000; key++) fail(limiter.admit(`flood-${key}@ejemplo.com`, false));
    expect(limiter.size()).toBe(100);
  });

  it('settles an attempt once', () => {
    const { limiter } = throttle();
    const admission = limiter.admit('ana', false);
    if (admission.admitted) {
      for (let repeat = 0; repeat < 5; repeat++) admission.settle('failure');
    }
    fail(limiter.admit('ana', false));
    expect(limiter.admit('ana', false).admitted).toBe(true);
  });
});

describe('client bucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    ['2001:db8:85a3:0001:0000:8a2e:0370:7334', '2001:db8:85a3:1::/64'],
    ['2001:DB8:85A3:1:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('%s → %s', (ip, bucket) => {
    expect(clientBucket(ip)).toBe(bucket);
  });
});
