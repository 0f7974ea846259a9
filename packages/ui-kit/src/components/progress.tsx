import { Progress as ArkProgress } from '@ark-ui/react/progress';
import type { ComponentProps } from 'react';
import { progress } from '../../styled-system/recipes/progress';
import { createStyleContext } from '../utils/create-style-context';

type ProgressSlot =
  | 'root'
  | 'label'
  | 'track'
  | 'range'
  | 'valueText'
  | 'view'
  | 'circle'
  | 'circleTrack'
  | 'circleRange';
type ProgressVariants = { size?: 'sm' | 'md'; tone?: 'accent' | 'destructive' | 'success' };
const { withProvider, withContext } = createStyleContext<ProgressSlot, ProgressVariants>(progress);

/** `<Progress.Root value={40} max={100}>` with Label, Track > Range, ValueText. `value={null}` = indeterminate. */
export const Root = withProvider(ArkProgress.Root, 'root');
export const Label = withContext(ArkProgress.Label, 'label');
export const Track = withContext(ArkProgress.Track, 'track');
export const Range = withContext(ArkProgress.Range, 'range');
export const ValueText = withContext(ArkProgress.ValueText, 'valueText');

export type RootProps = ComponentProps<typeof Root>;
