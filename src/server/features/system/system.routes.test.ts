import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app';

const { app } = useTestApp();

describe('health and config', () => {
  it('GET /api/health answers ok with the database reachable', async () => {
    const response = await app.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/config answers the public settings without a session', async () => {
    const response = await app.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      stationTimeZone: 'Europe/London',
      version: 'test',
      outboxMail: true,
      // The station's sign-up policy, for the auth modal's "Sign up" (tests start stations open).
      signupPolicy: 'open',
      // The one station name, for the app header and print (Station Settings → Station).
      stationName: 'Radio Station',
      // The app's language for a member who chose none and whose browser asks for none of ours.
      stationLanguage: 'en',
    });
  });
});
