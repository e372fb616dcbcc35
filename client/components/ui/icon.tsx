// Decorative line icons drawn in the text colour; unknown names draw nothing.
import './icon.css';

const ICON_PATHS: Readonly<Record<string, string>> = {
  // Products
  nbn: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M9.5 14.5a3.5 3.5 0 0 1 5 0M12 17.5h.01',
  fibre: 'M3 12h18M3 12c4 0 5-6 9-6s5 6 9 6M3 12c4 0 5 6 9 6s5-6 9-6',
  flip: 'M12 21V9M7 14l5-5 5 5M4 4h16',
  wireless: 'M12 12v9M8 21h8M8.5 8.5a5 5 0 0 1 7 0M5.5 5.5a9 9 0 0 1 13 0M12 12h.01',
  'mobile-broadband': 'M4 5h16v11H4zM2 19h20M15 8l-3 5h3l-3 5',
  mobile: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  // How it works
  address: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  plan: 'M10 6h10M10 12h10M10 18h10M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  connect: 'M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5',
  // Trust signals
  unlock: 'M7 11V7a5 5 0 0 1 9.6-2M5 11h14v10H5zM12 15v2',
  gift: 'M4 12h16v9H4zM3 8h18v4H3zM12 8v13M12 8c-1-3-5-5-6-2.5S9 8 12 8zm0 0c1-3 5-5 6-2.5S15 8 12 8z',
  support: 'M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H4zM17 14h3v6h-3z',
  gauge: 'M4 18a8 8 0 1 1 16 0M12 18l4-6M12 18h.01',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  const path = ICON_PATHS[name];
  if (!path) return null;
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
