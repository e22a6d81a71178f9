interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A search box with a label for screen readers (the admin lists' filters). */
export function SearchField({ label, placeholder, value, onChange, className = 'block sm:w-80' }: SearchFieldProps) {
  return (
    <label className={className}>
      <span className="sr-only">{label}</span>
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="w-full rounded-xl border-0 bg-white px-4 py-2.5 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
      />
    </label>
  );
}
