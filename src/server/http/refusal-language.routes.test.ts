import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * Refusals speak the request's language (decision 0074, "Refusals and e-mails"): the member's
 * own, else Accept-Language, else the station's, else English; the code never changes.
 */
const { app, staff } = useTestApp({}, { staff: {} });

type Refused = { error: { code: string; message: string; fields?: Record<string, string> } };
const MISSING = '/api/shows/00000000-0000-4000-8000-000000000000';

async function speaking(language: string) {
  const member = await app.createUser();
  const saved = await member.client.patch('/api/profile', { json: { language } });
  expect(saved.status, saved.text).toBe(200);
  return member;
}

describe('refusals in the request language', () => {
  it('a member whose profile says Spanish reads Spanish, whatever the browser asks', async () => {
    const member = await speaking('es');
    const headers = { 'accept-language': 'de' };
    const invalid = await member.client.post('/api/shows', {
      json: { name: '  ', duration: 1 },
      headers,
    });
    expect(invalid.status).toBe(422);
    expect(invalid.json<Refused>().error).toEqual({
      code: 'validation_failed',
      message: 'El nombre del programa es obligatorio',
      fields: { name: 'El nombre del programa es obligatorio' },
    });
    const missing = await member.client.request('DELETE', MISSING, { headers });
    expect(missing.json<Refused>().error.code).toBe('not_found');
    expect(missing.json<Refused>().error.message).toBe('No se encontró el programa');
  });

  it('Accept-Language decides for a member who chose no language, and for a stranger', async () => {
    const headers = { 'accept-language': 'de-AT, en;q=0.5' };
    const invalid = await staff.client.post('/api/shows', {
      json: { name: '', duration: 0.1 },
      headers,
    });
    expect(invalid.json<Refused>().error).toEqual({
      code: 'validation_failed',
      message: 'Der Name der Sendung ist erforderlich',
      fields: {
        name: 'Der Name der Sendung ist erforderlich',
        duration: 'Die Dauer muss mindestens 0,25 Stunden betragen',
      },
    });
    const missing = await staff.client.request('DELETE', MISSING, { headers });
    expect(missing.json<Refused>().error).toEqual({
      code: 'not_found',
      message: 'Sendung nicht gefunden',
    });
    const stranger = await app.client().get('/api/shows', { headers });
    expect(stranger.status).toBe(401);
    expect(stranger.json<Refused>().error).toEqual({
      code: 'unauthorized',
      message: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    });
  });

  it('English otherwise, word for word, with the same codes', async () => {
    const invalid = await staff.client.post('/api/shows', { json: { name: '', duration: 1 } });
    expect(invalid.json<Refused>().error).toEqual({
      code: 'validation_failed',
      message: 'Show name is required',
      fields: { name: 'Show name is required' },
    });
    const missing = await staff.client.request('DELETE', MISSING);
    expect(missing.json<Refused>().error).toEqual({
      code: 'not_found',
      message: 'Show template not found',
    });
    const stranger = await app.client().get('/api/shows', { headers: { 'accept-language': 'ja' } });
    expect(stranger.json<Refused>().error).toEqual({
      code: 'unauthorized',
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it("the station's language when neither the member nor the browser chose", async () => {
    const saved = await staff.client.patch('/api/station-settings', {
      json: { stationLanguage: 'fr' },
    });
    expect(saved.status, saved.text).toBe(200);
    try {
      const refused = await staff.client.post('/api/shows', { json: { name: '', duration: 1 } });
      expect(refused.json<Refused>().error.message).toBe('Le nom de l’émission est obligatoire');
      const forbidden = await (
        await speaking('pt-BR')
      ).client.post('/api/team/invitations', {
        json: { email: 'new@example.com', role: 'DJ' },
      });
      expect(forbidden.status).toBe(403);
      expect(forbidden.json<Refused>().error).toEqual({
        code: 'forbidden',
        message: 'Só a direção da rádio pode gerenciar a equipe.',
      });
    } finally {
      await staff.client.patch('/api/station-settings', { json: { stationLanguage: 'en' } });
    }
  });

  it('bad JSON and an unknown route are refused in the language too', async () => {
    const member = await speaking('fr');
    const bad = await member.client.request('POST', '/api/shows', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.json<Refused>().error).toEqual({
      code: 'invalid_json',
      message: 'Le corps de la requête doit être du JSON.',
    });
    const nowhere = await member.client.get('/api/no-such-thing');
    expect(nowhere.json<Refused>().error).toEqual({
      code: 'not_found',
      message: 'Cette route de l’API n’existe pas.',
    });
  });
});
