import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signIn, type TestAgent, type TestServer } from '../test/helpers';
import { pageCount, pageTotal } from './paging';

describe('paged lists read their total with the page', () => {
  let server: TestServer;
  let tech: TestAgent;
  beforeAll(async () => {
    server = await createTestServer();
    tech = await signIn(server, 'tech');
  });
  afterAll(() => server.close());

  it('counts only when the page has no rows and is not the first', async () => {
    const counted: number[] = [];
    const countAll = async () => {
      counted.push(1);
      return 7;
    };
    expect(await pageTotal([{ total: 12 }], 2, countAll)).toBe(12);
    expect(await pageTotal([], 1, countAll)).toBe(0);
    expect(counted).toEqual([]);
    expect(await pageTotal([], 3, countAll)).toBe(7);
    expect(counted).toEqual([1]);
  });

  it('counts a page read without the window only when it is full, or empty past the first', async () => {
    const counted: number[] = [];
    const countAll = async () => {
      counted.push(1);
      return 120;
    };
    expect(await pageCount(7, 3, 50, countAll)).toBe(107);
    expect(await pageCount(0, 1, 50, countAll)).toBe(0);
    expect(counted).toEqual([]);
    expect(await pageCount(50, 1, 50, countAll)).toBe(120);
    expect(await pageCount(0, 4, 50, countAll)).toBe(120);
    expect(counted).toEqual([1, 1]);
  });

  it('answers the same total on a page, past the end and filtered to nothing', async () => {
    for (const path of ['/query/devices', '/query/organizations']) {
      const first = await tech.get(`${path}?page=1&pageSize=1`);
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(1);
      expect(first.body.total).toBeGreaterThan(1);
      const past = await tech.get(`${path}?page=999&pageSize=1`);
      expect(past.body).toEqual({ items: [], page: 999, pageSize: 1, total: first.body.total });
      const last = await tech.get(`${path}?page=${first.body.total}&pageSize=1`);
      expect(last.body.items).toHaveLength(1);
      expect(last.body.total).toBe(first.body.total);
      const all = await tech.get(`${path}?page=1&pageSize=${first.body.total + 5}`);
      expect(all.body.items).toHaveLength(first.body.total);
      expect(all.body.total).toBe(first.body.total);
      const none = await tech.get(`${path}?page=1&pageSize=2&search=no-such-name-anywhere`);
      expect(none.body).toEqual({ items: [], page: 1, pageSize: 2, total: 0 });
    }
  });
});
