import type { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import type { ComponentProps } from 'react';
import { AVATAR_FALLBACK_GUEST, AVATAR_FALLBACK_NO_USER } from '../constants';
import { type AvatarSize, Fallback, Image, Root } from './avatar';

export interface AvatarFallbackInput {
  email?: string | null | undefined;
  /** A visitor who is not signed in. */
  guest?: boolean | undefined;
}

/**
 * Spec §2/§9 avatar initials: "G" for a guest; the first two letters of the email, uppercased;
 * "US" with no user (or no email).
 */
export function avatarFallback({ email, guest }: AvatarFallbackInput = {}): string {
  if (guest) return AVATAR_FALLBACK_GUEST;
  const letters = email?.trim().slice(0, 2);
  return letters ? letters.toUpperCase() : AVATAR_FALLBACK_NO_USER;
}

export interface UserAvatarProps extends Omit<ComponentProps<typeof ArkAvatar.Root>, 'children'> {
  /** `user_metadata.avatar_url`. */
  src?: string | null | undefined;
  email?: string | null | undefined;
  guest?: boolean | undefined;
  /** Alternative text of the image; defaults to the email. */
  alt?: string | undefined;
  size?: AvatarSize | undefined;
}

/** The header's avatar: the picture once loaded, else the spec's initials. */
export function UserAvatar({ src, email, guest, alt, size, ...props }: UserAvatarProps) {
  return (
    <Root size={size} {...props}>
      <Fallback>{avatarFallback({ email, guest })}</Fallback>
      {src ? <Image src={src} alt={alt ?? email ?? ''} /> : null}
    </Root>
  );
}
