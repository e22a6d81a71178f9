import { MAX_CATEGORY_LENGTH } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { categoriesQueryOptions } from '../../../lib/catalogue-keys';

const NEW_CATEGORY = '__new__';
const inputClass =
  'mt-1 block w-full rounded-xl border-0 bg-white px-4 py-2.5 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600 aria-[invalid]:ring-red-500';

interface CategoryFieldProps {
  /** The category to start with; remount (change the key) to start over. */
  initial?: string;
  /** Why the category was refused, shown under the field. */
  error?: string;
  onChange: (category: string) => void;
}

/** A select of the store's categories plus "New category", which reveals a text field for its name. */
export function CategoryField({ initial = '', error, onChange }: CategoryFieldProps) {
  const id = useId();
  const categories = useQuery(categoriesQueryOptions());
  const names = categories.data ?? [];
  const [choice, setChoice] = useState(initial);
  const [newName, setNewName] = useState('');
  // A category not (yet) in the list, such as the design's own while the list loads, stays selectable.
  const options = initial && !names.includes(initial) ? [initial, ...names] : names;
  const invalid = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Category
      </label>
      <select
        id={id}
        required
        {...(choice === NEW_CATEGORY ? {} : invalid)}
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
            maxLength={MAX_CATEGORY_LENGTH}
            {...invalid}
            value={newName}
            onChange={(event) => {
              setNewName(event.target.value);
              onChange(event.target.value.trim());
            }}
            className={inputClass}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
