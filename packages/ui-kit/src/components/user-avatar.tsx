import type { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import type { ComponentProps } from 'react';
import { type AvatarSize, Fallback, Image, Root } from './avatar';

export interface UserAvatarProps extends Omit<ComponentProps<typeof ArkAvatar.Root>, 'children'> {
  /** `user_metadata.avatar_url`. */
  src?: string | null | undefined;
  /** The text shown until the image loads: the SDK's `avatarInitials` ("JA", "US", "G"). */
  initials: string;
  /** Alternative text of the image; defaults to the email. */
  alt?: string | undefined;
  size?: AvatarSize | undefined;
}

/** The header's avatar: the picture once loaded, else the spec's initials. */
export function UserAvatar({ src, initials, alt, size, ...props }: UserAvatarProps) {
  return (
    <Root size={size} {...props}>
      <Fallback>{initials}</Fallback>
      {src ? <Image src={src} alt={alt ?? ''} /> : null}
    </Root>
  );
}
