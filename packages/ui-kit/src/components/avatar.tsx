import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import type { ComponentProps } from 'react';
import { avatar } from '../../styled-system/recipes/avatar';
import { createStyleContext } from '../utils/create-style-context';

export type AvatarSize = 'sm' | 'md' | 'lg';
const { withProvider, withContext } = createStyleContext<
  'root' | 'image' | 'fallback',
  { size?: AvatarSize }
>(avatar);

/** `<Avatar.Root size>`: the image shows only once it has loaded; until then (or on error) the fallback. */
export const Root = withProvider(ArkAvatar.Root, 'root');
export const Image = withContext(ArkAvatar.Image, 'image');
export const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

export type RootProps = ComponentProps<typeof Root>;
export type ImageProps = ComponentProps<typeof Image>;
export type FallbackProps = ComponentProps<typeof Fallback>;
