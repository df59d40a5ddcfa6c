/** A target sequence typed into a creator's form grid: its label, the text and the first issue with it. */
export function SequenceField({
  id,
  label,
  value,
  issue,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  issue: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div>
        <textarea
          id={id}
          aria-label="Target sequence"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
        />
        {issue && <p className="bn-sp-error">{issue}</p>}
      </div>
    </>
  );
}
