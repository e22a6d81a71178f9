import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { categoriesQueryOptions } from '../../catalogue';

const NEW_CATEGORY = '__new__';
const inputClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600';

interface CategoryFieldProps {
  /** The category to start with; remount (change the key) to start over. */
  initial?: string;
  onChange: (category: string) => void;
}

/** A select of the store's categories plus "New category", which reveals a text field for its name. */
export function CategoryField({ initial = '', onChange }: CategoryFieldProps) {
  const id = useId();
  const categories = useQuery(categoriesQueryOptions());
  const names = categories.data ?? [];
  const [choice, setChoice] = useState(initial);
  const [newName, setNewName] = useState('');
  // A category not (yet) in the list, such as the design's own while the list loads, stays selectable.
  const options = initial && !names.includes(initial) ? [initial, ...names] : names;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Category
      </label>
      <select
        id={id}
        required
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value);
          onChange(event.target.value === NEW_CATEGORY ? newName.trim() : event.target.value);
        }}
        className={inputClass}
      >
        <option value="" disabled>
          {categories.isPending ? 'Loading categories…' : 'Select a category'}
        </option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={NEW_CATEGORY}>New category…</option>
      </select>
      {choice === NEW_CATEGORY ? (
        <div className="mt-3">
          <label htmlFor={`${id}-new`} className="block text-sm font-medium text-slate-800">
            New category name
          </label>
          <input
            id={`${id}-new`}
            required
            maxLength={60}
            value={newName}
            onChange={(event) => {
              setNewName(event.target.value);
              onChange(event.target.value.trim());
            }}
            className={inputClass}
          />
        </div>
      ) : null}
    </div>
  );
}
