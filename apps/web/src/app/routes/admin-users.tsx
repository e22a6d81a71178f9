import { formatRupees } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { CsvDownloadButton } from '../../components/csv-download-button';
import { ListFrame, type ListView } from '../../components/ui/list-frame';
import { SearchField } from '../../components/ui/search-field';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUsersPage,
  adminUsersQueryOptions,
  downloadCustomersCsv,
} from '../../features/admin-users';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListFilter } from '../../lib/use-list-filter';

const usersList: ListView<AdminUsersPage> = {
  loading: 'Loading users…',
  failure: 'Failed to fetch users. Please try again.',
  empty: 'No users found.',
  isEmpty: (data) => data.users.length === 0,
  className: 'mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
};

const heading = 'px-4 py-3 font-medium';

/** Manage Users: the customers, searchable, twenty a page. */
export function AdminUsersRoute() {
  useDocumentTitle('Manage Users');
  const { filter, change, setPage } = useListFilter({ q: '' });
  const users = useQuery(adminUsersQueryOptions(filter));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold">Manage Users</h1>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <SearchField
            label="Search by name or email"
            placeholder="Search by name or email"
            value={filter.q}
            onChange={(q) => change({ q })}
          />
          <CsvDownloadButton download={() => downloadCustomersCsv(filter.q.trim() || undefined)} />
        </div>
      </div>
      <ListFrame
        query={users}
        paging={{ page: filter.page, pageSize: ADMIN_USERS_PAGE_SIZE, total: (data) => data.total, onPage: setPage }}
        view={usersList}
      >
        {(data) => (
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className={heading}>
                  Name
                </th>
                <th scope="col" className={heading}>
                  Email
                </th>
                <th scope="col" className={heading}>
                  Joined
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Orders
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Total spent
                </th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user._id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3 font-medium">{user.name}</td>
                  <td className="px-4 py-3 text-slate-700">{user.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{new Date(user.joinedAt).toLocaleDateString('en-IN')}</td>
                  <td className="px-4 py-3 text-right">{user.orders}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">{formatRupees(user.totalSpent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListFrame>
    </div>
  );
}
