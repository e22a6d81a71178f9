// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditLogTable } from './audit-log-table';
import { ErasureRequestsTable } from './erasure-requests-table';

afterEach(cleanup);

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the audit screen’s tables', () => {
  it('list each audit entry under its five headers, with an empty state', () => {
    const { unmount } = render(<AuditLogTable entries={[]} />);
    expect(screen.getByText('Nothing recorded yet.')).toBeTruthy();
    unmount();
    render(
      <AuditLogTable
        entries={[
          {
            id: 'a1',
            at: '2026-11-26T09:30:00.000Z',
            adminId: 'u1',
            adminName: 'Asha',
            action: 'refund',
            record: 'ORD-1',
            detail: null,
          },
        ]}
      />,
    );
    const [head, row] = screen.getAllByRole('row');
    expect(
      within(head as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Admin', 'Action', 'Record', 'Detail']);
    expect(cellsOf(row as HTMLElement)).toEqual(['26 Nov 2026, 3:00:00 pm', 'Asha', 'refund', 'ORD-1', '']);
  });

  it('list each erasure request with its state in words, and the erased customer without an address', () => {
    render(
      <ErasureRequestsTable
        requests={[
          {
            id: 'e1',
            userId: 'user-7',
            email: null,
            state: 'erased',
            closeOpenWork: true,
            requestedAt: '2026-11-26T09:30:00.000Z',
            linkExpiresAt: '2026-11-27T09:30:00.000Z',
            erasedAt: '2026-11-26T10:00:00.000Z',
          },
        ]}
      />,
    );
    const [, row] = screen.getAllByRole('row');
    expect(cellsOf(row as HTMLElement)).toEqual([
      '26 Nov 2026, 3:00 pm',
      'Erased customeruser-7',
      'Erased',
      'Agreed, without a refund',
      '26 Nov 2026, 3:30 pm',
    ]);
  });
});
