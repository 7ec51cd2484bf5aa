import { createServer } from 'node:net';
import { ListenFailed } from '@docent/core';
import { Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { serveMetrics } from './metrics-server';

it('a metrics port already in use, or a host not of this machine, is refused in plain words naming the setting', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const inUse = serveMetrics(new Registry(), { port, host: '127.0.0.1' });
    await expect(inUse).rejects.toBeInstanceOf(ListenFailed);
    await expect(inUse).rejects.toThrow(
      `cannot listen on 127.0.0.1:${port}: the port is already in use (is Docent already running?); stop what uses it, or set WORKER_METRICS_PORT to another port`,
    );
  } finally {
    taken.close();
  }
  // 192.0.2.1 is TEST-NET-1 (RFC 5737): no machine has it.
  await expect(serveMetrics(new Registry(), { port: 0, host: '192.0.2.1' })).rejects.toThrow(
    'cannot listen on 192.0.2.1:0: 192.0.2.1 is not an address of this machine; set WORKER_METRICS_HOST to one of its addresses (127.0.0.1, 0.0.0.0)',
  );
});
