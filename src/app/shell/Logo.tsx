import { company } from '@/config';

/** The company mark: stacked limestone blocks beside the name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const block = inverted ? '#fff' : 'var(--brand)';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.55rem' }}>
      <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true" focusable="false">
        <rect x="2" y="20" width="14" height="10" rx="1.5" fill={block} />
        <rect x="18" y="20" width="14" height="10" rx="1.5" fill={block} opacity="0.8" />
        <rect x="10" y="8" width="14" height="10" rx="1.5" fill="var(--accent)" />
      </svg>
      <span style={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}>
        {company.productName}
      </span>
    </span>
  );
}
