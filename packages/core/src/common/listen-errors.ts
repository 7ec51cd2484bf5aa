/**
 * A server that could not listen where it was told to (api, worker metrics): the operating system's error in plain
 * words, naming the address and the variable that moves it, instead of Node's stack trace through `node:net`.
 */
export class ListenFailed extends Error {
  constructor(
    message: string,
    /** The system's error code (EADDRINUSE, EACCES, EADDRNOTAVAIL), for callers that decide by it. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'ListenFailed';
  }
}

/**
 * `error`, from a server's 'error' event while it starts listening, as a ListenFailed when it is one the operator
 * can act on; any other error is returned as it is. `variables` name the settings of the port and the host.
 */
export function listenFailure(
  error: unknown,
  where: { host: string; port: number; variables: { port: string; host: string } },
): Error {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const { host, port, variables } = where;
  const address = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  switch (code) {
    case 'EADDRINUSE':
      return new ListenFailed(
        `cannot listen on ${address}: the port is already in use (is Docent already running?); ` +
          `stop what uses it, or set ${variables.port} to another port`,
        code,
      );
    case 'EACCES':
      return new ListenFailed(
        `cannot listen on ${address}: not allowed (ports below 1024 need extra rights); set ${variables.port} to a port above 1023`,
        code,
      );
    case 'EADDRNOTAVAIL':
      return new ListenFailed(
        `cannot listen on ${address}: ${host} is not an address of this machine; set ${variables.host} to one of its addresses (127.0.0.1, 0.0.0.0)`,
        code,
      );
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}
