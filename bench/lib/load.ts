import autocannon from 'autocannon';

/** Clients asking for `url` for `seconds`: every answer's time, requests a second and failures. */
export async function load(
  url: string,
  seconds: number,
  options: { connections: number; headers?: Record<string, string> },
) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: seconds,
        ...(options.headers && { headers: options.headers }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
  return {
    latencies,
    rps: result.requests.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
