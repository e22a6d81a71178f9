import type { AdminStats } from '@store/shared';
import type { ChartConfiguration } from 'chart.js';
import { type ReactNode, useMemo } from 'react';
import { ChartCanvas } from './chart-canvas';

/** Orders paid through the demo provider are drawn apart: they took no money. */
const DEMO_LABEL = 'Demo orders, no money taken';
const palette = ['#4338ca', '#f59e0b', '#059669', '#dc2626', '#0891b2', '#7c3aed', '#db2777', '#64748b'];

/** The last twelve months as YYYY-MM, oldest first, so months without sales show as zero. */
function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-label={title}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Sales (bar), revenue (line), orders by status (pie) and designs by category (doughnut), from real figures. */
export function DashboardCharts({ stats }: { stats: AdminStats }) {
  const configs = useMemo(() => {
    const months = lastTwelveMonths();
    const byMonth = new Map(stats.salesByMonth.map((row) => [row.month, row]));
    const hasDemo = stats.totals.demoPaidOrders > 0;
    const sales: ChartConfiguration = {
      type: 'bar',
      data: {
        labels: months,
        datasets: [
          {
            label: 'Paid orders',
            data: months.map((month) => byMonth.get(month)?.orders ?? 0),
            backgroundColor: palette[0],
          },
          ...(hasDemo
            ? [
                {
                  label: DEMO_LABEL,
                  data: months.map((month) => byMonth.get(month)?.demoOrders ?? 0),
                  backgroundColor: palette[5],
                },
              ]
            : []),
        ],
      },
      options: { scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } } },
    };
    const revenue: ChartConfiguration = {
      type: 'line',
      data: {
        labels: months,
        datasets: [
          {
            label: 'Revenue (₹)',
            data: months.map((month) => byMonth.get(month)?.revenue ?? 0),
            borderColor: palette[2],
            backgroundColor: palette[2],
          },
          ...(hasDemo
            ? [
                {
                  label: `${DEMO_LABEL} (₹)`,
                  data: months.map((month) => byMonth.get(month)?.demoRevenue ?? 0),
                  borderColor: palette[5],
                  backgroundColor: palette[5],
                  borderDash: [6, 4],
                },
              ]
            : []),
        ],
      },
      options: { scales: { y: { beginAtZero: true } } },
    };
    const status: ChartConfiguration = {
      type: 'pie',
      data: {
        labels: stats.ordersByStatus.map((row) => row.status),
        datasets: [{ data: stats.ordersByStatus.map((row) => row.count), backgroundColor: palette }],
      },
    };
    const categories: ChartConfiguration = {
      type: 'doughnut',
      data: {
        labels: stats.designsByCategory.map((row) => row.category),
        datasets: [{ data: stats.designsByCategory.map((row) => row.count), backgroundColor: palette }],
      },
    };
    return { sales, revenue, status, categories };
  }, [stats]);

  const summary = (rows: Array<{ label: string; value: number }>) =>
    rows.map((row) => `${row.label}: ${row.value}`).join(', ') || 'no data yet';
  const demoSummary = (value: (row: AdminStats['salesByMonth'][number]) => number) =>
    stats.totals.demoPaidOrders > 0
      ? `; ${DEMO_LABEL.toLowerCase()}: ${summary(stats.salesByMonth.map((row) => ({ label: row.month, value: value(row) })))}`
      : '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard title="Sales per month">
        <ChartCanvas
          config={configs.sales}
          label={`Paid orders per month: ${summary(stats.salesByMonth.map((row) => ({ label: row.month, value: row.orders })))}${demoSummary((row) => row.demoOrders)}`}
        />
      </ChartCard>
      <ChartCard title="Revenue per month">
        <ChartCanvas
          config={configs.revenue}
          label={`Revenue per month in rupees: ${summary(stats.salesByMonth.map((row) => ({ label: row.month, value: row.revenue })))}${demoSummary((row) => row.demoRevenue)}`}
        />
      </ChartCard>
      <ChartCard title="Orders by status">
        {stats.ordersByStatus.length === 0 ? <p className="text-sm text-slate-600">No orders yet.</p> : null}
        <ChartCanvas
          config={configs.status}
          label={`Orders by status: ${summary(stats.ordersByStatus.map((row) => ({ label: row.status, value: row.count })))}`}
        />
      </ChartCard>
      <ChartCard title="Designs by category">
        <ChartCanvas
          config={configs.categories}
          label={`Designs by category: ${summary(stats.designsByCategory.map((row) => ({ label: row.category, value: row.count })))}`}
        />
      </ChartCard>
    </div>
  );
}
