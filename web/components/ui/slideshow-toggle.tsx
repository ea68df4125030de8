'use client';

type SlideshowToggleProps = {
  playing: boolean;
  onToggle: () => void;
  label: string;
  className?: string;
};

/** Pause/play control for an auto-advancing slider (WCAG 2.2.2: moving content can be paused). */
export default function SlideshowToggle({ playing, onToggle, label, className = '' }: SlideshowToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={!playing}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full ${className}`}
    >
      <span className="sr-only">{playing ? `Pause ${label}` : `Play ${label}`}</span>
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
        {playing ? <path d="M6 4h4v16H6zM14 4h4v16h-4z" /> : <path d="M7 4v16l13-8z" />}
      </svg>
    </button>
  );
}
