import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Env } from '../config/env';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { EventBus } from '../lib/event-bus';
import type { WebPageSources } from '../lib/web-pages';

/**
 * Every domain event by name, with its payload. Empty here: each publishing module adds its own events
 * (`declare module '../module'` beside its manifest), so a payload type lives with its publisher.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the publishing modules.
export interface DomainEvents {}

/**
 * What a module hands to others (or to the web pages) that may not import it, made once per app by its
 * `provides`. Empty here: each providing module declares its own.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the providing modules.
export interface ModuleServices {}

/**
 * What whoever builds the app may hand the modules (a test: a payment provider's double). Empty here: each module
 * that takes something declares it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the modules that take options.
export interface ModuleOptions {}

/** Hosts a page may reach besides its own: a provider's script, the frames it draws, the calls it makes. */
export interface PageHosts {
  scriptHosts?: string[];
  connectHosts?: string[];
  frameHosts?: string[];
}

/** What a module asks of the pages' Content-Security-Policy. */
export interface PagePolicy {
  /** Hosts every page allows. */
  everyPage?: PageHosts;
  /** Pages, by address, that allow these hosts besides every page's (and no other page does). */
  pages?: { path: RegExp; hosts: PageHosts }[];
}

/**
 * The one context every module's routes, subscribers and jobs get, built once per app. What a module makes for
 * the app before the modules start (the accounts' token service, the payment provider) it adds here itself.
 */
export interface ModuleContext {
  db: Kysely<Database>;
  dialect: Dialect;
  env: Env;
  /** The store's public address, from configuration only, never from a request. */
  publicUrl: string;
  serverSecret: string;
  /** Where mails go: kept for /admin/emails without SMTP_URL, queued for the worker with it. */
  mail: { smtp: boolean; publicUrl: string; shopAlertTo: string[] };
  events: EventBus<DomainEvents>;
  /** Filled from every manifest's `provides` before any route or job starts. */
  services: ModuleServices;
  log: FastifyBaseLogger;
}

/** A reaction to one event, in the publisher's transaction. */
export type ModuleSubscriber<Name extends keyof DomainEvents> = (
  trx: Transaction<Database>,
  payload: DomainEvents[Name],
  ctx: ModuleContext,
) => Promise<void>;

/** Starts a background job; answers the function that stops it. */
export type ModuleJob = (ctx: ModuleContext) => () => void;

/** The server program as a module's start-up steps and commands see it. */
export interface ServerProgram {
  /** The program's own folder (dist beside the bundle, src from source): files the build drew sit there. */
  dir: string;
  /** The configuration, read when asked for (a build step runs without one). */
  env(): Env;
  /** Runs the program again with one of the modules' command flags and waits for it (`doing` names it in an error). */
  runChild(flag: string, doing: string): Promise<void>;
}

/** A run of the program that does one thing and exits (`main.js <flag> [argument]`) instead of serving. */
export type ModuleCommand = (program: ServerProgram, argument: string | undefined) => Promise<void>;

/** The context as the app starts it, before any module adds its part. */
export type BaseContext = Omit<ModuleContext, 'events' | 'services'>;

/** One module as the app sees it: what it serves, publishes, reacts to and runs. */
export interface ApiModule {
  name: string;
  /**
   * What this module makes for the whole app before any module is ready (the token service, the payment
   * provider), added to the context in the modules' order.
   */
  provide?(base: BaseContext, app: FastifyInstance, options: ModuleOptions): Partial<BaseContext>;
  /** What this module's pages need of the Content-Security-Policy (a payment provider's hosts). */
  pagePolicy?(ctx: BaseContext): PagePolicy;
  /** A start-up step before the first request (rows the routes rely on), in every app, tests' too. */
  ready?(ctx: ModuleContext): Promise<void>;
  /** The server's own start-up step (after migration and every `ready`, before jobs and listening): not in tests. */
  start?(ctx: ModuleContext, program: ServerProgram): Promise<void>;
  /** Flag → one-off run of the program (the build's steps, a child process's work). */
  commands?: Readonly<Record<string, ModuleCommand>>;
  /** What this module hands to others, once per app (see ModuleServices). */
  provides?(ctx: ModuleContext): Partial<ModuleServices>;
  /** Public and customer routes, under /api. */
  routes?(api: FastifyInstance, ctx: ModuleContext): void;
  /** Admin routes, under /api. */
  adminRoutes?(api: FastifyInstance, ctx: ModuleContext): void;
  /** Routes outside /api (media files, crawler files, the demo payment gateway). */
  siteRoutes?(app: FastifyInstance, ctx: ModuleContext): void;
  /** What this module gives the web pages the server sends (their data, banner, loaders). */
  web?(ctx: ModuleContext): Partial<WebPageSources>;
  /** The events this module publishes (documentation; their payloads are declared in DomainEvents). */
  publishes?: readonly (keyof DomainEvents)[];
  /** Event name → reaction, run in the publisher's transaction in the order the modules are listed. */
  subscribe?: { [Name in keyof DomainEvents]?: ModuleSubscriber<Name> };
  jobs?: readonly ModuleJob[];
}
