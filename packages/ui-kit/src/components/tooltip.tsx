import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ComponentProps } from 'react';
import { tooltip } from '../../styled-system/recipes/tooltip';
import { createStyleContext } from '../utils/create-style-context';

const { withRootProvider, withContext } = createStyleContext<
  'trigger' | 'arrow' | 'arrowTip' | 'positioner' | 'content'
>(tooltip);

/** `<Tooltip.Root>` with Trigger (often `asChild`) and Positioner > Content. */
export const Root = withRootProvider(ArkTooltip.Root);
export const Trigger = withContext(ArkTooltip.Trigger, 'trigger');
export const Positioner = withContext(ArkTooltip.Positioner, 'positioner');
export const Content = withContext(ArkTooltip.Content, 'content');
export const Arrow = withContext(ArkTooltip.Arrow, 'arrow');
export const ArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip');

export type RootProps = ComponentProps<typeof Root>;
