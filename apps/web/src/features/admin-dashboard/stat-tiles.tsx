import { type AdminStats, formatRupees } from '@store/shared';

/** Total revenue, paid orders, customers and designs. */
export function StatTiles({ totals }: { totals: AdminStats['totals'] }) {
  const tiles = [
    { label: 'Total revenue', value: formatRupees(totals.revenue) },
    { label: 'Paid orders', value: String(totals.paidOrders) },
    { label: 'Customers', value: String(totals.customers) },
    { label: 'Designs', value: String(totals.designs) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`tile-${tile.label.toLowerCase().replaceAll(' ', '-')}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
