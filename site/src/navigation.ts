/**
 * The built-in navigation of marketplace-content.md §2.7, used when the server
 * supplies no link template.
 */
export interface NavLink {
  title: string;
  url: string;
  subLinks?: readonly NavLink[];
}

export const DEFAULT_HEADER_LINKS: readonly NavLink[] = [
  { title: 'Games', url: '/welcome-to-the-future' },
  {
    title: 'Creators Corner',
    url: '/creator-corners',
    subLinks: [
      { title: 'Overview', url: '/creator-corners#Overview' },
      { title: 'Creators', url: '/creator-corners#Creators' },
      { title: 'Unreal Engine Template', url: '/creator-corners#UnrealEngineTemplate' },
      { title: 'FAQ', url: '/creator-corners#FAQ' },
      { title: 'Sign Up', url: '/creator-corners#SignUp' },
    ],
  },
  {
    // The spec gives Community three placeholder sub-links.
    title: 'Community',
    url: '/',
    subLinks: [
      { title: 'Forum', url: '#' },
      { title: 'Events', url: '#' },
      { title: 'Support', url: '#' },
    ],
  },
  { title: 'Marketplace', url: '/marketplace/virtual-currency' },
];

export const DEFAULT_FOOTER_LINKS: readonly NavLink[] = [
  { title: 'EULA', url: '/EULA' },
  { title: 'Terms of Service', url: '/Terms-Of-Service' },
  { title: 'Privacy Policy', url: '/Privacy-Policy' },
  { title: 'Marketplace', url: '/marketplace' },
];

export const SOCIAL_LINKS: readonly NavLink[] = ['Twitter', 'Facebook', 'Discord', 'Instagram', 'YouTube', 'RSS'].map(
  (title) => ({ title, url: '#' }),
);

export const COPYRIGHT_YEAR = 2022;
