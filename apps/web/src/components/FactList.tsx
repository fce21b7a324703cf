/** Label and value pairs (a salesperson's figures, a subscription's or a receipt's facts), each pair a grid cell. */
export function FactList({ facts, className }: { facts: [label: string, value: string][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
