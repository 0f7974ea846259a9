import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ComponentProps } from 'react';
import { tabs } from '../../styled-system/recipes/tabs';
import { createStyleContext } from '../utils/create-style-context';

const { withProvider, withContext } = createStyleContext<
  'root' | 'list' | 'trigger' | 'content' | 'indicator'
>(tabs);

/**
 * `<Tabs.Root value onValueChange>` with List > Trigger (one per panel) and Content. Arrow keys
 * move between triggers; only the selected panel is rendered (`lazyMount`/`unmountOnExit` by default).
 */
export function Root(props: ComponentProps<typeof StyledRoot>) {
  return <StyledRoot lazyMount unmountOnExit {...props} />;
}
const StyledRoot = withProvider(ArkTabs.Root, 'root');
export const List = withContext(ArkTabs.List, 'list');
export const Trigger = withContext(ArkTabs.Trigger, 'trigger');
export const Content = withContext(ArkTabs.Content, 'content');
export const Indicator = withContext(ArkTabs.Indicator, 'indicator');

export type RootProps = ComponentProps<typeof Root>;
