import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { callsTo, signIn, stubApi } from '../../test/api-stub';
import { ensureNotificationPoll, stopNotificationPolls } from './notification-poll';
import { nextPageFrom } from './notifications.queries';
import { formatRelativeTime, relativeUnit } from '../../lib/time/relative-time';

const page = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('notification paging', () => {
  it('starts at 1 and asks page*size+1 after each full page of 20', () => {
    expect(nextPageFrom([])).toBe(1);
    expect(nextPageFrom([page(20)])).toBe(21);
    expect(nextPageFrom([page(20), page(20)])).toBe(41);
  });

  it('stops after a page that is not full', () => {
    expect(nextPageFrom([page(20), page(3)])).toBeUndefined();
    expect(nextPageFrom([page(0)])).toBeUndefined();
  });
});

describe('relative times', () => {
  const now = Date.UTC(2026, 0, 1);
  const ago = (seconds: number) => now / 1000 - seconds;

  it('picks seconds, minutes, hours, days, 30-day months and 365-day years', () => {
    expect(relativeUnit(59)).toEqual([59, 'second']);
    expect(relativeUnit(60 * 5)).toEqual([5, 'minute']);
    expect(relativeUnit(3600 * 23)).toEqual([23, 'hour']);
    expect(relativeUnit(86400 * 29)).toEqual([29, 'day']);
    expect(relativeUnit(86400 * 30)).toEqual([1, 'month']);
    expect(relativeUnit(86400 * 364)).toEqual([12, 'month']);
    expect(relativeUnit(86400 * 365 * 2)).toEqual([2, 'year']);
  });

  it('speaks English', () => {
    expect(formatRelativeTime(ago(30), now, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(300), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(7200), now, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime(ago(86400 * 3), now, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(ago(86400 * 60), now, 'en')).toBe('2 months ago');
    expect(formatRelativeTime(ago(86400 * 730), now, 'en')).toBe('2 years ago');
  });

  it('speaks Italian', () => {
    expect(formatRelativeTime(ago(30), now, 'it')).toBe('30 secondi fa');
    expect(formatRelativeTime(ago(300), now, 'it')).toBe('5 minuti fa');
    expect(formatRelativeTime(ago(7200), now, 'it')).toBe('2 ore fa');
    expect(formatRelativeTime(ago(86400 * 3), now, 'it')).toBe('3 giorni fa');
    expect(formatRelativeTime(ago(86400 * 60), now, 'it')).toBe('2 mesi fa');
    expect(formatRelativeTime(ago(86400 * 730), now, 'it')).toBe('2 anni fa');
  });
});

describe('unread count poll', () => {
  afterEach(() => {
    stopNotificationPolls();
    vi.useRealTimers();
  });

  it('asks for the unread count every 5 seconds, and only one poll runs', async () => {
    vi.useFakeTimers();
    signIn();
    const stub = stubApi({ 'GET /notifications/count': { unread: 4 } });
    const client = new QueryClient();
    expect(ensureNotificationPoll(client)).toBe(true);
    expect(ensureNotificationPoll(client)).toBe(false);

    await vi.advanceTimersByTimeAsync(4_999);
    expect(callsTo(stub, 'GET /notifications/count')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo(stub, 'GET /notifications/count')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(callsTo(stub, 'GET /notifications/count')).toHaveLength(3);
    expect(client.getQueryData(['notifications', 'count'])).toEqual({ unread: 4 });
  });

  it('stays silent without a session', async () => {
    vi.useFakeTimers();
    const stub = stubApi({ 'GET /notifications/count': { unread: 4 } });
    ensureNotificationPoll(new QueryClient());
    await vi.advanceTimersByTimeAsync(15_000);
    expect(callsTo(stub, 'GET /notifications/count')).toHaveLength(0);
  });
});
