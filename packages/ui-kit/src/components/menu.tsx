import { Menu as ArkMenu } from '@ark-ui/react/menu';
import type { ComponentProps } from 'react';
import { menu } from '../../styled-system/recipes/menu';
import { createStyleContext } from '../utils/create-style-context';

type MenuSlot =
  | 'arrow'
  | 'arrowTip'
  | 'content'
  | 'contextTrigger'
  | 'indicator'
  | 'item'
  | 'itemGroup'
  | 'itemGroupLabel'
  | 'itemIndicator'
  | 'itemText'
  | 'positioner'
  | 'separator'
  | 'trigger'
  | 'triggerItem';
const { withRootProvider, withContext } = createStyleContext<MenuSlot>(menu);

/** `<Menu.Root>`: Trigger, then Positioner > Content (56 units = 14rem wide) > Item / Separator. */
export const Root = withRootProvider(ArkMenu.Root);
export const Trigger = withContext(ArkMenu.Trigger, 'trigger');
export const Positioner = withContext(ArkMenu.Positioner, 'positioner');
export const Content = withContext(ArkMenu.Content, 'content');
/** An entry; `value` is required. Use `asChild` to render a link. */
export const Item = withContext(ArkMenu.Item, 'item');
export const ItemText = withContext(ArkMenu.ItemText, 'itemText');
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel');
export const Separator = withContext(ArkMenu.Separator, 'separator');
export const Arrow = withContext(ArkMenu.Arrow, 'arrow');
export const ArrowTip = withContext(ArkMenu.ArrowTip, 'arrowTip');

export type RootProps = ComponentProps<typeof Root>;
export type ItemProps = ComponentProps<typeof Item>;
export type SelectionDetails = Parameters<NonNullable<ComponentProps<typeof ArkMenu.Root>['onSelect']>>[0];
