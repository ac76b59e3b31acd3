/** The game's mark: a ringed star. Decorative. */
export function Emblem({ className }: { readonly className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="emblem-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#ff8a3d" />
        </linearGradient>
      </defs>
      <ellipse cx="16" cy="16" rx="14" ry="5.5" fill="none" stroke="url(#emblem-gold)" strokeWidth="1.6" transform="rotate(-24 16 16)" />
      <path d="M16 5l2.6 8.4L27 16l-8.4 2.6L16 27l-2.6-8.4L5 16l8.4-2.6z" fill="url(#emblem-gold)" />
    </svg>
  );
}
