import { type AdminStats, formatPaise, rupeesToPaise } from '@store/shared';

interface Tile {
  label: string;
  value: string;
  note?: string;
}

/** Total revenue, paid orders, customers and designs; demo-provider orders in a tile of their own. */
export function StatTiles({ totals }: { totals: AdminStats['totals'] }) {
  const tiles: Tile[] = [
    { label: 'Total revenue', value: formatPaise(rupeesToPaise(totals.revenue)) },
    { label: 'Paid orders', value: String(totals.paidOrders) },
    { label: 'Customers', value: String(totals.customers) },
    { label: 'Designs', value: String(totals.designs) },
  ];
  if (totals.demoPaidOrders > 0) {
    tiles.push({
      label: 'Demo payments',
      value: formatPaise(rupeesToPaise(totals.demoRevenue)),
      note: `${totals.demoPaidOrders} demo ${totals.demoPaidOrders === 1 ? 'order' : 'orders'}: no money taken`,
    });
  }
  return (
    <dl className={`grid grid-cols-2 gap-4 ${tiles.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`tile-${tile.label.toLowerCase().replaceAll(' ', '-')}`}>
            {tile.value}
          </dd>
          {tile.note ? (
            <dd className="mt-1 text-xs text-violet-800" data-testid="tile-demo-note">
              {tile.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
