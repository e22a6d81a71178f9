import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../column-types';

/**
 * The back office at a million orders:
 * - checkout_order_figures: orders and revenue per status, month paid (YYYY-MM, '' when unpaid)
 *   and demo flag, kept by triggers on checkout_orders in the transaction of every insert, update
 *   or delete, so the dashboard reads a few dozen rows instead of every order;
 * - indexes for the newest-first order and customer lists;
 * - on PostgreSQL with pg_trgm available, trigram indexes for the lists' contains-searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_order_figures')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('paid_month', 'text', (column) => column.notNull())
    .addColumn('demo', 'integer', (column) => column.notNull())
    .addColumn('orders', 'bigint', (column) => column.notNull())
    .addColumn('revenue_paise', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('checkout_order_figures_pk', ['status', 'paid_month', 'demo'])
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await sql`insert into checkout_order_figures (status, paid_month, demo, orders, revenue_paise)
    select status, ${sql.raw(monthOf(''))}, ${sql.raw(demoOf(''))}, count(*), sum(total_paise) from checkout_orders
    group by status, ${sql.raw(monthOf(''))}, ${sql.raw(demoOf(''))}`.execute(db);

  await sql`create index checkout_orders_newest_idx on checkout_orders (created_at desc, id)`.execute(db);
  await sql`create index accounts_users_newest_customers_idx on accounts_users (created_at desc, id)
    where is_admin = 0`.execute(db);
  if (isPostgres(db) && (await trigramAvailable(db))) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const [name, table, expression] of TRIGRAM_INDEXES) {
      await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${sql.raw(expression)} gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of TRIGRAM_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await sql`drop index if exists accounts_users_newest_customers_idx`.execute(db);
  await sql`drop index if exists checkout_orders_newest_idx`.execute(db);
  if (isPostgres(db)) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`checkout_order_figures_${event}`)} on checkout_orders`.execute(db);
    }
    await sql`drop function if exists checkout_order_figures_apply()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.id(`checkout_order_figures_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('checkout_order_figures').execute();
}

/** The figures' key of an order row (`prefix` names the row: 'new.', 'old.' or '' in a select). */
const monthOf = (prefix: string) => `coalesce(substr(${prefix}paid_at, 1, 7), '')`;
const demoOf = (prefix: string) => `case when ${prefix}provider = 'demo' then 1 else 0 end`;

/** Lower-cased as the searches compare them (accounts_users.email_key is lower-case already). */
const TRIGRAM_INDEXES: Array<[name: string, table: string, expression: string]> = [
  ['checkout_orders_number_trgm_idx', 'checkout_orders', 'lower(order_number)'],
  ['checkout_orders_phone_trgm_idx', 'checkout_orders', 'phone'],
  ['checkout_orders_email_trgm_idx', 'checkout_orders', 'lower(customer_email)'],
  ['accounts_users_name_trgm_idx', 'accounts_users', 'lower(name)'],
  ['accounts_users_email_trgm_idx', 'accounts_users', 'email_key'],
];

/**
 * Whether pg_trgm is there or may be created here: a failed CREATE EXTENSION would abort the
 * migration, and the searches work without the indexes (slower), so a store lacking it still starts.
 * pg_trgm is a trusted extension from PostgreSQL 13: a role with CREATE on the database may add it.
 */
async function trigramAvailable(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ usable: boolean }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and has_database_privilege(current_database(), 'CREATE')
        and (current_setting('server_version_num')::int >= 130000
          or (select rolsuper from pg_roles where rolname = current_user))) as usable`.execute(db);
  return rows[0]?.usable === true;
}

/** Adds `sign` × the order row `prefix` to its figures row (SQLite: one row per trigger run). */
const sqliteUpsert = (prefix: string, sign: 1 | -1) => sql`
  insert into checkout_order_figures (status, paid_month, demo, orders, revenue_paise)
  values (${sql.raw(`${prefix}status`)}, ${sql.raw(monthOf(prefix))}, ${sql.raw(demoOf(prefix))}, ${sql.raw(String(sign))},
    ${sql.raw(`${sign} * ${prefix}total_paise`)})
  on conflict (status, paid_month, demo) do update set orders = orders + excluded.orders,
    revenue_paise = revenue_paise + excluded.revenue_paise;`;

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create trigger checkout_order_figures_insert after insert on checkout_orders begin
    ${sqliteUpsert('new.', 1)} end`.execute(db);
  await sql`create trigger checkout_order_figures_update
    after update of status, paid_at, provider, total_paise on checkout_orders begin
    ${sqliteUpsert('old.', -1)} ${sqliteUpsert('new.', 1)} end`.execute(db);
  await sql`create trigger checkout_order_figures_delete after delete on checkout_orders begin
    ${sqliteUpsert('old.', -1)} end`.execute(db);
}

/** Adds the changed rows' figures (new rows counted +1, old rows -1) to checkout_order_figures. */
const postgresUpsert = (changed: string) => `
      insert into checkout_order_figures (status, paid_month, demo, orders, revenue_paise)
      select status, ${monthOf('')}, ${demoOf('')}, sum(sign), sum(sign * total_paise)
      from (${changed}) as changed
      group by status, ${monthOf('')}, ${demoOf('')}
      having sum(sign) <> 0 or sum(sign * total_paise) <> 0
      order by 1, 2, 3
      on conflict (status, paid_month, demo) do update
        set orders = checkout_order_figures.orders + excluded.orders,
            revenue_paise = checkout_order_figures.revenue_paise + excluded.revenue_paise;`;
const rowsOf = (table: string, sign: 1 | -1) =>
  `select status, paid_at, provider, total_paise, ${sign} as sign from ${table}`;

/**
 * PostgreSQL: one statement-level trigger per event over its transition tables, so a bulk insert
 * of many orders updates each figures row once. Rows are upserted in key order: two transactions
 * touching the same rows lock them in the same order and cannot deadlock on them.
 */
async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`create function checkout_order_figures_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then${postgresUpsert(rowsOf('new_rows', 1))}
      elsif tg_op = 'UPDATE' then${postgresUpsert(`${rowsOf('new_rows', 1)} union all ${rowsOf('old_rows', -1)}`)}
      else${postgresUpsert(rowsOf('old_rows', -1))}
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger checkout_order_figures_insert after insert on checkout_orders
    referencing new table as new_rows for each statement execute function checkout_order_figures_apply()`.execute(db);
  await sql`create trigger checkout_order_figures_update after update on checkout_orders
    referencing old table as old_rows new table as new_rows
    for each statement execute function checkout_order_figures_apply()`.execute(db);
  await sql`create trigger checkout_order_figures_delete after delete on checkout_orders
    referencing old table as old_rows for each statement execute function checkout_order_figures_apply()`.execute(db);
}
