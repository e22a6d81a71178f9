import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

describe('HSTS', () => {
  it('is sent when the store is served over HTTPS, and not otherwise', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } });
    const plain = await createTestApp();
    try {
      const https = await secure.app.inject({ method: 'GET', url: '/api/categories' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await plain.app.inject({ method: 'GET', url: '/api/categories' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
      await plain.close();
    }
  });
});
