// Tints with white-on-colour contrast above 4.5:1, picked by name so each person keeps the same colour.
const tints = ['bg-brand-700', 'bg-emerald-700', 'bg-rose-700', 'bg-sky-700', 'bg-amber-700', 'bg-violet-700'];

/** First letters of the first and last name, skipping titles such as "Dr.". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 0 && !word.endsWith('.'));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function tintFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tints[hash % tints.length] ?? 'bg-brand-700';
}

/** A person's photo, or coloured initials when there is none; decorative because the name is shown beside it. */
export function InitialsAvatar({ name, image }: { name: string; image?: string }) {
  if (image) {
    return <img src={image} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" loading="lazy" />;
  }
  return (
    <span
      aria-hidden="true"
      className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-base font-semibold text-white ${tintFor(name)}`}
    >
      {initialsOf(name)}
    </span>
  );
}
