import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import type { ComponentProps } from 'react';
import { dialog } from '../../styled-system/recipes/dialog';
import { createStyleContext } from '../utils/create-style-context';

const { withRootProvider, withContext } = createStyleContext<
  'trigger' | 'backdrop' | 'positioner' | 'content' | 'title' | 'description' | 'closeTrigger'
>(dialog);

/**
 * A centred modal: `<Dialog.Root open onOpenChange>` with Backdrop and Positioner > Content >
 * Title / Description / CloseTrigger. Focus is trapped inside and returns to the trigger on close.
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
