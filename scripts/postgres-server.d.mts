export interface PostgresServer {
  /** Superuser URL: postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}
export function startPostgres(): Promise<PostgresServer>;
