import { formatRupees } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pagination } from '../../components/ui/pagination';
import { SearchField } from '../../components/ui/search-field';
import { Spinner } from '../../components/ui/spinner';
import { ADMIN_USERS_PAGE_SIZE, adminUsersQueryOptions } from '../../features/admin-users';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Manage Users: the customers, searchable, twenty a page. */
export function AdminUsersRoute() {
  useDocumentTitle('Manage Users');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useQuery(adminUsersQueryOptions({ q, page }));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h1 className="text-2xl font-bold">Manage Users</h1>
        <SearchField
          label="Search by name or email"
          placeholder="Search by name or email"
          value={q}
          onChange={(value) => {
            setQ(value);
            setPage(1);
          }}
        />
      </div>
      <div className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {users.isPending ? <Spinner label="Loading users…" /> : null}
        {users.isError ? (
          <p role="alert" className="p-6 text-red-700">
            Failed to fetch users. Please try again.
          </p>
        ) : null}
        {users.data ? (
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Joined
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Orders
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  Total spent
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
                <tr key={user._id} className="border-b border-slate-100 last:border-0">
                  <td className="px-4 py-3 font-medium">{user.name}</td>
                  <td className="px-4 py-3 text-slate-700">{user.email}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{new Date(user.joinedAt).toLocaleDateString('en-IN')}</td>
                  <td className="px-4 py-3 text-right">{user.orders}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap">{formatRupees(user.totalSpent)}</td>
                </tr>
              ))}
              {users.data.users.length === 0 ? (
                <tr>
                  <td colSpan={5} className="px-4 py-8 text-center text-slate-600">
                    No users found.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ) : null}
      </div>
      <Pagination
        page={page}
        pageCount={Math.ceil((users.data?.total ?? 0) / ADMIN_USERS_PAGE_SIZE)}
        onPage={setPage}
      />
    </div>
  );
}
