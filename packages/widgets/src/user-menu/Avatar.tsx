export interface AvatarProps {
  alias: string;
  size: 'mini' | 'large';
}

/** The user's avatar: the alias's first letter on the theme's accent (the session carries no picture). */
export function Avatar({ alias, size }: AvatarProps) {
  return (
    <span className={`avatar avatar--${size}`} part={`avatar avatar-${size}`} aria-hidden="true">
      {alias.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
