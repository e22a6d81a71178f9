import type { FastifyInstance } from 'fastify';
import { EventBus } from '../lib/event-bus';
import type { WebPageSources } from '../lib/web-pages';
import type {
  ApiModule,
  BaseContext,
  DomainEvents,
  ModuleCommand,
  ModuleContext,
  ModuleOptions,
  ModuleServices,
  PageHosts,
  ServerProgram,
} from './module';

/** The context with what every module makes for the whole app (`provide`), in the modules' order. */
export function provideContext(
  modules: readonly ApiModule[],
  start: Pick<BaseContext, 'db' | 'dialect' | 'env' | 'publicUrl' | 'serverSecret' | 'mail' | 'log'>,
  app: FastifyInstance,
  options: ModuleOptions,
): BaseContext {
  const base = { ...start } as BaseContext;
  for (const module of modules) Object.assign(base, module.provide?.(base, app, options));
  return base;
}

/** Hosts of several policies together, by kind (none where none asks for any). */
function joinHosts(all: readonly (PageHosts | undefined)[]): PageHosts {
  const of = (kind: keyof PageHosts) => {
    const hosts = all.flatMap((one) => one?.[kind] ?? []);
    return hosts.length > 0 ? hosts : undefined;
  };
  return { scriptHosts: of('scriptHosts'), connectHosts: of('connectHosts'), frameHosts: of('frameHosts') };
}

/** Every module's page policy together: the hosts every page allows, and the pages that allow more besides. */
export function pagePolicyOf(
  modules: readonly ApiModule[],
  ctx: BaseContext,
): { everyPage: PageHosts; pages: { path: RegExp; hosts: PageHosts }[] } {
  const policies = modules.map((module) => module.pagePolicy?.(ctx) ?? {});
  const everyPage = joinHosts(policies.map((policy) => policy.everyPage));
  const pages = policies.flatMap((policy) => policy.pages ?? []);
  return { everyPage, pages: pages.map(({ path, hosts }) => ({ path, hosts: joinHosts([everyPage, hosts]) })) };
}

/** What every module gives the web pages, together: each page's data from whichever module gives it. */
export function webPagesOf(modules: readonly ApiModule[], ctx: ModuleContext): WebPageSources {
  const parts = modules.map((module) => module.web?.(ctx) ?? {});
  const earlyAnswers = parts.flatMap((part) => (part.earlyAnswer ? [part.earlyAnswer] : []));
  return {
    ...Object.assign({}, ...parts),
    pageData: Object.assign({}, ...parts.map((part) => part.pageData)),
    earlyAnswer: (security) => {
      const answers = earlyAnswers.map((answer) => answer(security));
      return (request, response) => answers.some((answer) => answer(request, response));
    },
  };
}

/** Every subscriber of every module, bound to the app's context, in the modules' order. */
export function subscribeAll(modules: readonly ApiModule[], ctx: ModuleContext): void {
  for (const module of modules) {
    for (const [name, subscriber] of Object.entries(module.subscribe ?? {})) {
      const event = name as keyof DomainEvents;
      const react = subscriber as (trx: never, payload: never, ctx: ModuleContext) => Promise<void>;
      ctx.events.subscribe(event, (trx, payload) => react(trx as never, payload as never, ctx));
    }
  }
}

/** The app's context with every module's services and subscribers in place, after every start-up step. */
export async function prepareModules(modules: readonly ApiModule[], base: BaseContext): Promise<ModuleContext> {
  const ctx: ModuleContext = { ...base, events: new EventBus<DomainEvents>(), services: {} as ModuleServices };
  for (const module of modules) await module.ready?.(ctx);
  for (const module of modules) Object.assign(ctx.services, module.provides?.(ctx));
  subscribeAll(modules, ctx);
  return ctx;
}

/** Every module's routes under /api (public ones, then its admin ones) and outside it. */
export function registerModuleRoutes(
  scope: 'api' | 'site',
  app: FastifyInstance,
  modules: readonly ApiModule[],
  ctx: ModuleContext,
): void {
  for (const module of modules) {
    if (scope === 'site') module.siteRoutes?.(app, ctx);
    else {
      module.routes?.(app, ctx);
      module.adminRoutes?.(app, ctx);
    }
  }
}

/** The server's start-up steps of every module, in the modules' order. */
export async function runStartSteps(
  modules: readonly ApiModule[],
  ctx: ModuleContext,
  program: ServerProgram,
): Promise<void> {
  for (const module of modules) await module.start?.(ctx, program);
}

/** The module command the program's arguments name (`<flag> [argument]`), if any. */
export function commandOf(
  modules: readonly ApiModule[],
  argv: readonly string[],
): { run: ModuleCommand; argument: string | undefined } | undefined {
  for (const module of modules) {
    for (const [flag, run] of Object.entries(module.commands ?? {})) {
      const at = argv.indexOf(flag);
      if (at >= 0) return { run, argument: argv[at + 1] };
    }
  }
  return undefined;
}

/** Starts every module's background jobs; answers the function that stops them all. */
export function startModuleJobs(modules: readonly ApiModule[], ctx: ModuleContext): () => void {
  const stops = modules.flatMap((module) => (module.jobs ?? []).map((start) => start(ctx)));
  return () => {
    for (const stop of stops) stop();
  };
}
