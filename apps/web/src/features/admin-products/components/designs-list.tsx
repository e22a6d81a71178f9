import type { DesignCard } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListFrame, type ListView } from '../../../components/ui/list-frame';
import { SearchField } from '../../../components/ui/search-field';
import { useListFilter } from '../../../lib/use-list-filter';
import { ADMIN_CARDS_PAGE_SIZE, type AdminCardsPage, adminCardsQueryOptions } from '../api/card-calls';
import { failureMessage, useDeleteCard } from '../api/use-card-mutations';
import { DesignRow } from './design-row';
import { EditCardDialog } from './edit-card-dialog';

const designsList: ListView<AdminCardsPage> = {
  loading: 'Loading designs…',
  failure: 'Failed to load cards. Please try again later.',
  empty: 'No cards available.',
  isEmpty: (data) => data.cards.length === 0,
  className: 'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200',
};

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** The existing designs, newest first and searchable, each with edit and delete. */
export function DesignsList() {
  const { filter, change, setPage } = useListFilter({ q: '' });
  const [editing, setEditing] = useState<DesignCard | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const designs = useQuery(adminCardsQueryOptions(filter.q, filter.page));
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
        value={filter.q}
        onChange={(q) => change({ q })}
      />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <ListFrame
        query={designs}
        view={designsList}
        paging={{ page: filter.page, pageSize: ADMIN_CARDS_PAGE_SIZE, total: (data) => data.total, onPage: setPage }}
      >
        {(data) => (
          <ul aria-label="Existing designs" className="divide-y divide-slate-100">
            {data.cards.map((card) => (
              <DesignRow
                key={card._id}
                card={card}
                busy={remove.isPending}
                onEdit={() => setEditing(card)}
                onDelete={() => void confirmDelete(card)}
              />
            ))}
          </ul>
        )}
      </ListFrame>
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
