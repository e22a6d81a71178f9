/** The seller's legal name over its address lines, as the contact page and the legal pages show it. */
export function SellerAddress({
  legalName,
  lines,
  className = '',
}: {
  legalName: string;
  lines: string[];
  className?: string;
}) {
  return (
    <address className={`not-italic ${className}`.trim()}>
      <span className="block font-medium text-slate-900">{legalName}</span>
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
