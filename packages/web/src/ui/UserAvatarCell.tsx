import { Avatar } from './Avatar';

export interface UserAvatarCellProps {
  name: string;
  pictureUrl?: string | null;
}

/** Photo (or initials) and name of a user in a list row. */
export function UserAvatarCell({ name, pictureUrl }: UserAvatarCellProps) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={name} src={pictureUrl} size={36} decorative />
      <span className="truncate font-medium text-ink">{name}</span>
    </span>
  );
}
