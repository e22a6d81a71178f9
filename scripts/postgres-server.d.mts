export interface PostgresServer {
  /** Superuser URL: postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stops the server abruptly, stays down for `downMs`, then starts it again on the same port and data. */
  restart(downMs?: number): Promise<void>;
}
export function startPostgres(): Promise<PostgresServer>;
