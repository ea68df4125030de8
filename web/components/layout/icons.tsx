import type { ReactNode, SVGProps } from 'react';

/** Small inline icons of the page frame; decorative, so hidden from assistive technology. */
type IconProps = { className?: string };
type Paint = Pick<SVGProps<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth'>;

const base = { 'aria-hidden': true, focusable: false } as const;
const filled: Paint = { fill: 'currentColor' };
const outline = (strokeWidth: string): Paint => ({ fill: 'none', stroke: 'currentColor', strokeWidth });

/** The <svg> every icon shares: a 24-unit grid, painted with `paint`. */
function IconSvg({ paint, className, children }: IconProps & { paint: Paint; children: ReactNode }) {
  return (
    <svg {...base} viewBox="0 0 24 24" {...paint} className={className}>
      {children}
    </svg>
  );
}

/** An icon drawing `shapes`, outlined unless `paint` says otherwise, of `size` unless the caller passes a className. */
function icon(shapes: ReactNode, paint: Paint = outline('2'), size = 'h-4 w-4') {
  return function Icon({ className = size }: IconProps) {
    return (
      <IconSvg paint={paint} className={className}>
        {shapes}
      </IconSvg>
    );
  };
}

export const PhoneIcon = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
);

export const PinIcon = icon(
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);

export const MailIcon = icon(
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
);

export const LockIcon = icon(
  <>
    <rect x="3" y="11" width="18" height="11" rx="2" />
    <path d="M7 11V7a5 5 0 0 1 10 0v4" />
  </>,
);

/** A tick, for lists of features. */
export const CheckIcon = icon(<path d="m5 12 5 5L20 7" />, outline('3'));

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, outline('2.5'));

const socialPaths: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3a5 5 0 0 0-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9a1 1 0 0 1 1-1Z',
  X: 'M4 4h4.6l4 5.6L17.5 4H20l-6.2 7.2L20.5 20h-4.6l-4.4-6-5.2 6H4l6.5-7.6Z',
  LinkedIn:
    'M4 9h4v11H4Zm2-6a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3Zm4.5 6h3.8v1.6A4.2 4.2 0 0 1 18 8.7c3.2 0 4 2.1 4 5V20h-4v-5.5c0-1.4-.1-3-1.9-3s-2.2 1.4-2.2 2.9V20h-3.9Z',
  Instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4Zm4.5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5-3.2a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4Z',
};

export function SocialIcon({ name, className = 'h-5 w-5' }: IconProps & { name: string }) {
  return (
    <IconSvg paint={filled} className={className}>
      <path d={socialPaths[name] ?? ''} />
    </IconSvg>
  );
}

export const AppleIcon = icon(
  <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9a5 5 0 0 0-4.2 2.6c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3-2.5a10.6 10.6 0 0 0 1.4-2.8 4.3 4.3 0 0 1-2.3-4.1ZM13.9 5a4.3 4.3 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1 3.7 3.7 0 0 0 2.9-1.4Z" />,
  filled,
  'h-6 w-6',
);

export const PlayIcon = icon(
  <>
    <path d="M4 2.5v19c0 .4.5.7.9.5l10.4-10-10.4-10c-.4-.2-.9 0-.9.5Z" fill="#34a853" />
    <path d="m15.3 12 3.3 3.2 3.2-1.8c.9-.5.9-1.8 0-2.3l-3.2-1.8Z" fill="#fbbc04" />
    <path d="M4.9 2 15.3 12l3.3-3.1L6.6 2.2A1.8 1.8 0 0 0 4.9 2Z" fill="#4285f4" />
    <path d="m4.9 22 10.4-10 3.3 3.2-12 6.7a1.8 1.8 0 0 1-1.7.1Z" fill="#ea4335" />
  </>,
  {},
  'h-6 w-6',
);
