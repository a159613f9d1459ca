import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
  UNEXPECTED_MESSAGE,
  errorMessage,
  setConnectionWords,
} from './api-error';

const spanish = {
  timeout: 'El servidor tardó demasiado en responder. Vuelve a intentarlo.',
  network: 'No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  unexpected: 'Algo salió mal. Inténtalo de nuevo.',
};

afterEach(() =>
  setConnectionWords({
    timeout: TIMEOUT_MESSAGE,
    network: NETWORK_MESSAGE,
    unexpected: UNEXPECTED_MESSAGE,
  }),
);

describe('errorMessage', () => {
  it.each([
    ['a call that timed out', new ApiError(TIMEOUT_MESSAGE, 0, 'timeout'), spanish.timeout],
    ['a call never answered', new ApiError(NETWORK_MESSAGE, 0, 'network_error'), spanish.network],
    [
      'a refusal without a message',
      new ApiError(UNEXPECTED_MESSAGE, 500, 'http_error'),
      spanish.unexpected,
    ],
    ['something not an error', 'boom', spanish.unexpected],
    // The server said its refusal in the request's language already: shown as sent.
    ['a refusal', new ApiError('Ese nombre ya existe', 409, 'conflict'), 'Ese nombre ya existe'],
  ])('says %s in the screen’s words', (_, error, expected) => {
    setConnectionWords(spanish);
    expect(errorMessage(error)).toBe(expected);
  });

  it('is English until a language has said its words', () => {
    expect(errorMessage(new ApiError(NETWORK_MESSAGE, 0, 'network_error'))).toBe(NETWORK_MESSAGE);
  });
});
