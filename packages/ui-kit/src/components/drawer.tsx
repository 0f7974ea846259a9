import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { ComponentProps } from 'react';
import { drawer } from '../../styled-system/recipes/drawer';
import { createStyleContext } from '../utils/create-style-context';

type DrawerSlot =
  | 'trigger'
  | 'backdrop'
  | 'positioner'
  | 'content'
  | 'title'
  | 'description'
  | 'closeTrigger';
const { withRootProvider, withContext } = createStyleContext<DrawerSlot, { placement?: 'start' | 'end' }>(
  drawer,
);

/**
 * A side sheet (the mobile chat sidebar): `<Drawer.Root open onOpenChange placement="start">`
 * with Backdrop (the overlay) and Positioner > Content. Escape and a click on the backdrop close it.
 */
export const Root = withRootProvider(ArkDialog.Root);
export const Trigger = withContext(ArkDialog.Trigger, 'trigger');
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
export const Positioner = withContext(ArkDialog.Positioner, 'positioner');
export const Content = withContext(ArkDialog.Content, 'content');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger');

export type RootProps = ComponentProps<typeof Root>;
export type OpenChangeDetails = Parameters<
  NonNullable<ComponentProps<typeof ArkDialog.Root>['onOpenChange']>
>[0];
