import type { DesignCard } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { Pagination } from '../../../components/ui/pagination';
import { SearchField } from '../../../components/ui/search-field';
import { Spinner } from '../../../components/ui/spinner';
import { ADMIN_CARDS_PAGE_SIZE, adminCardsQueryOptions } from '../api/card-calls';
import { failureMessage, useDeleteCard } from '../api/use-card-mutations';
import { DesignRow } from './design-row';
import { EditCardDialog } from './edit-card-dialog';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The existing designs, newest first and searchable, each with edit and delete. */
export function DesignsList() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<DesignCard | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const designs = useQuery(adminCardsQueryOptions(q, page));
  const remove = useDeleteCard();

  const confirmDelete = async (card: DesignCard) => {
    if (!window.confirm(`Delete "${card.title}"? This cannot be undone.`)) return;
    setOutcome(null);
    try {
      const answer = await remove.mutateAsync(card._id);
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'error', text: failureMessage(error, 'Failed to delete card') });
    }
  };

  return (
    <div className="space-y-4">
      <SearchField
        label="Search designs by title or category"
        placeholder="Search designs"
        value={q}
        onChange={(value) => {
          setQ(value);
          setPage(1);
        }}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <div className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {designs.isPending ? <Spinner label="Loading designs…" /> : null}
        {designs.isError ? (
          <p role="alert" className="p-6 text-red-700">
            Failed to load cards. Please try again later.
          </p>
        ) : null}
        {designs.data ? (
          <ul aria-label="Existing designs" className="divide-y divide-slate-100">
            {designs.data.cards.map((card) => (
              <DesignRow
                key={card._id}
                card={card}
                busy={remove.isPending}
                onEdit={() => setEditing(card)}
                onDelete={() => void confirmDelete(card)}
              />
            ))}
            {designs.data.cards.length === 0 ? (
              <li className="p-8 text-center text-slate-600">No cards available.</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <Pagination
        page={page}
        pageCount={Math.ceil((designs.data?.total ?? 0) / ADMIN_CARDS_PAGE_SIZE)}
        onPage={setPage}
      />
      {editing ? (
        <EditCardDialog
          card={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setOutcome({ tone: 'success', text: message });
          }}
        />
      ) : null}
    </div>
  );
}
